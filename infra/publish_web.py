"""Upload the built viewer (web/dist) to a deployed stack's WebBucket and invalidate the distribution.

Run with the SAM venv's Python (it has boto3): `make deploy-web STACK=<stack name>`.
"""

from __future__ import annotations

import argparse
import mimetypes
import sys
import time
from pathlib import Path

import boto3

DIST = Path(__file__).resolve().parent.parent / "web" / "dist"
# Pyodide's files must keep their types, or the browser refuses to compile the WebAssembly.
TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".whl": "application/zip", ".zip": "application/zip"}


def outputs(stack: str) -> dict[str, str]:
    described = boto3.client("cloudformation").describe_stacks(StackName=stack)["Stacks"][0]
    return {o["OutputKey"]: o["OutputValue"] for o in described.get("Outputs", [])}


def upload(bucket: str, dist: Path) -> int:
    s3 = boto3.client("s3")
    count = 0
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        kind = TYPES.get(path.suffix) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        cache = "no-cache" if path.suffix in (".html", ".json") else "max-age=3600"
        key = path.relative_to(dist).as_posix()
        s3.upload_file(str(path), bucket, key, ExtraArgs={"ContentType": kind, "CacheControl": cache})
        count += 1
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--stack", required=True, help="the CloudFormation stack name given to sam deploy")
    parser.add_argument("--dist", type=Path, default=DIST, help="the built viewer (make web)")
    args = parser.parse_args(argv)
    if not (args.dist / "index.html").is_file():
        print(f"publish_web: {args.dist}/index.html is missing: run `make web` first", file=sys.stderr)
        return 2
    found = outputs(args.stack)
    count = upload(found["WebBucketName"], args.dist)
    boto3.client("cloudfront").create_invalidation(
        DistributionId=found["DistributionId"],
        InvalidationBatch={"Paths": {"Quantity": 1, "Items": ["/*"]}, "CallerReference": str(time.time())},
    )
    print(f"{count} files uploaded; the viewer: {found['ViewerUrl']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
