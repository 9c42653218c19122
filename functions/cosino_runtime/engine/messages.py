"""Parser models of the queue messages (pydantic, through powertools' parser)."""

from __future__ import annotations

from typing import Literal

from aws_lambda_powertools.utilities.parser import BaseModel, Field
from aws_lambda_powertools.utilities.parser.models import SqsRecordModel
from pydantic import Json

EPISODE_PATTERN = r"^[a-z0-9][a-z0-9-]{0,99}$"


class StepBody(BaseModel):
    kind: Literal["step"]
    episode: str = Field(pattern=EPISODE_PATTERN)
    # strict: pydantic's lax mode reads true, "7" and 7.0 as a version, which no sender writes
    version: int = Field(ge=0, le=10**9, strict=True)


class FinalizeBody(BaseModel):
    kind: Literal["finalize"]
    episode: str = Field(pattern=EPISODE_PATTERN)


class StepRecord(SqsRecordModel):
    body: Json[StepBody]  # type: ignore[assignment]


class FinalizeRecord(SqsRecordModel):
    body: Json[FinalizeBody]  # type: ignore[assignment]
