"""What every refused command line looks like: exit 2, nothing on stdout, one `cosino: ` line."""


def one_line(code: int, out: str, err: str, *parts: str) -> None:
    assert code == 2 and out == "", (code, out, err)
    assert err.startswith("cosino: ") and err.count("\n") == 1 and "Traceback" not in err, err
    for part in parts:
        assert part in err, (part, err)
