"""Hostile league configs: every bad file is one line naming the file, the line and the field,
a CosinoError, exit 2 from `cosino league run`, and nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from cosino.primitives.errors import CosinoError
from cosino_runtime.league.config import LeagueConfigError, load_config

GOOD_AGENTS = '[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'


def _league(**extra: str) -> str:
    settings = {"name": '"h"', "variants": '["kuhn"]', "hands": "2", "out": '"out"', "bootstrap": "5"}
    settings.update(extra)
    return "[league]\n" + "".join(f"{k} = {v}\n" for k, v in settings.items())


def _write(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / "league.toml"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return path


CASES = [
    # (file text, the field or phrase, the line it names or None, what the message says)
    (_league(rounds="1000000000000") + GOOD_AGENTS, "[league] rounds", 7, "at most 1000"),
    (_league(rounds="10**12") + GOOD_AGENTS, "not valid TOML", None, "line 7"),
    (
        _league(rounds="900") + "".join(f'[agents.a{i}]\nseat = "random"\n' for i in range(30)),
        "[league] rounds",
        7,
        "exceed the limit",
    ),
    (_league(hands="99999999999999999999999") + GOOD_AGENTS, "[league] hands", 4, "more than 19 digits"),
    (_league(seed="-1") + GOOD_AGENTS, "[league] seed", 7, ">= 0"),
    (_league(bootstrap="10000000") + GOOD_AGENTS, "[league] bootstrap", 6, "at most 10000"),
    (
        _league() + GOOD_AGENTS + '[agents.bot]\nseat = "remote"\nurl = "http://127.0.0.1:9/act"\ntimeout = inf\n',
        "[agents.bot] timeout",
        14,
        "finite number",
    ),
    (
        _league() + GOOD_AGENTS + '[agents.bot]\nseat = "remote"\nurl = "http://127.0.0.1:9/act"\ntimeout = nan\n',
        "[agents.bot] timeout",
        14,
        "finite number",
    ),
    (
        _league() + GOOD_AGENTS + '[agents.bot]\nseat = "remote"\nurl = "http://127.0.0.1:9/act"\ntimeout = -1\n',
        "[agents.bot] timeout",
        14,
        "finite number",
    ),
    (
        _league() + GOOD_AGENTS + '[agents.gpt]\nseat = "openai"\nmodel = "m"\nmax_tokens = "lots"\n',
        "[agents.gpt] max_tokens",
        14,
        "integer",
    ),
    (
        _league() + GOOD_AGENTS + '[agents.gpt]\nseat = "openai"\nmodel = "m"\ntemperature = inf\n',
        "[agents.gpt] temperature",
        14,
        "finite number",
    ),
    (
        _league() + GOOD_AGENTS + '[agents.gpt]\nseat = "openai"\nmodel = "m"\napi_key_env = "A B"\n',
        "[agents.gpt] api_key_env",
        14,
        "not a valid value",
    ),
    (
        _league() + GOOD_AGENTS + '[agents.bot]\nseat = "remote"\nurl = "ftp://x"\n',
        "[agents.bot] url",
        13,
        "is not http or https",
    ),
    (
        _league() + GOOD_AGENTS + '[agents.bot]\nseat = "remote"\nurl = "http://x"\nsecret = "s"\n',
        "[agents.bot] secret",
        14,
        "unknown field",
    ),
    (_league(colour='"red"') + GOOD_AGENTS, "[league] colour", 7, "unknown field"),
    (_league(name='"../../etc"') + GOOD_AGENTS, "[league] name", 2, "ASCII letters"),
    (_league() + GOOD_AGENTS + '[agents."\u0666x"]\nseat = "house"\n', "agent names", None, "ASCII"),
    (
        _league() + GOOD_AGENTS + "[agents.deep]\nseat = " + "[" * 5000 + "]" * 5000 + "\n",
        "nesting deeper",
        12,
        "32 levels",
    ),
    (
        _league() + GOOD_AGENTS + "[agents.deep]\nseat = " + "{a=" * 3000 + "1" + "}" * 3000 + "\n",
        "nesting deeper",
        12,
        "32 levels",
    ),
    (_league(hands="9" * 5000) + GOOD_AGENTS, "not valid TOML", None, "digits"),
    (_league(variants='["kuhn", "blackjack"]') + GOOD_AGENTS, "[league] variants", 3, "unknown variant"),
    (
        _league() + '[agents.house]\nseat = "house"\n[agents.x]\nseat = "oracle"\n',
        "[agents.x] seat",
        10,
        "unknown seat kind",
    ),
    (
        _league() + GOOD_AGENTS + '[agents.f]\nseat = "fake"\nstyle = "nope"\n',
        "[agents.f] style",
        13,
        "unknown fake style",
    ),
]


@pytest.mark.parametrize("text, field, line, message", CASES, ids=[f"case{i}" for i in range(len(CASES))])
def test_bad_config_is_one_line_naming_file_line_and_field(tmp_path, text, field, line, message):
    path = _write(tmp_path, text)
    with pytest.raises(LeagueConfigError) as exc:
        load_config(path, check_network=False)
    text_of = str(exc.value)
    assert isinstance(exc.value, CosinoError)
    assert text_of.startswith(f"{path}: ") and "\n" not in text_of and len(text_of) < 400
    assert field in text_of and message in text_of, text_of
    if line is not None:
        assert f"line {line}: " in text_of, text_of
    assert not (tmp_path / "out").exists()


def test_invalid_utf8_names_the_file_and_line(tmp_path):
    path = _write(tmp_path, _league().encode() + b'[agents.house]\nseat = "ho\xffuse"\n' + GOOD_AGENTS.encode())
    with pytest.raises(LeagueConfigError, match=r"league\.toml: line 8: not valid UTF-8"):
        load_config(path, check_network=False)


def test_a_directory_is_refused(tmp_path):
    with pytest.raises(LeagueConfigError, match="is a directory"):
        load_config(tmp_path, check_network=False)


def test_an_oversized_file_is_refused_without_parsing(tmp_path):
    path = _write(tmp_path, _league() + GOOD_AGENTS + "# " + "x" * (1 << 20) + "\n")
    with pytest.raises(LeagueConfigError, match="larger than"):
        load_config(path, check_network=False)


def test_a_good_config_still_loads(tmp_path):
    config = load_config(_write(tmp_path, _league(rounds="3") + GOOD_AGENTS), check_network=False)
    assert config.rounds == 3 and [a.name for a in config.agents] == ["house", "random"]


@pytest.mark.parametrize(
    "text",
    [
        _league(rounds="1000000000000") + GOOD_AGENTS,
        _league() + GOOD_AGENTS + '[agents.bot]\nseat = "remote"\nurl = "http://127.0.0.1:9/act"\ntimeout = inf\n',
        _league() + GOOD_AGENTS + '[agents.gpt]\nseat = "openai"\nmodel = "m"\nmax_tokens = "lots"\n',
        _league() + GOOD_AGENTS + "[agents.deep]\nseat = " + "[" * 5000 + "]" * 5000 + "\n",
    ],
)
def test_cli_bad_config_exits_2_with_one_line(tmp_path, cosino_cli, text):
    path = _write(tmp_path, text)
    code, out, err = cosino_cli("league", "run", "--config", str(path), "--quiet")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and str(path) in err and "Traceback" not in err
    assert not (tmp_path / "out").exists()


def test_cli_config_directory_exits_2(tmp_path, cosino_cli):
    code, out, err = cosino_cli("league", "run", "--config", str(tmp_path), "--quiet")
    assert code == 2 and len(err.strip().splitlines()) == 1 and "is a directory" in err


@pytest.mark.parametrize(
    "key, url, says",
    [
        ("url", "http://alice:hunter2@127.0.0.1:9/act", "user name or password"),
        ("url", "http://a..b/act", "no valid host"),
        ("url", "http://127.0.0.1:0/act", "port 0"),
        ("url", "http://[fe80::1%25eth0]:9/act", "IPv6 zone"),
        ("url", "http://h\u00e9.example/act", "non-ASCII"),
        ("base_url", "https://bob:pw@api.example/v1", "user name or password"),
    ],
)
def test_a_league_url_gets_the_seats_own_url_check(tmp_path, key, url, says):
    # The league used to check only the scheme: these passed, and a password was echoed in errors.
    agent = (
        f'[agents.bot]\nseat = "remote"\nurl = "{url}"\n'
        if key == "url"
        else f'[agents.bot]\nseat = "openai"\nmodel = "m"\nbase_url = "{url}"\n'
    )
    path = _write(tmp_path, _league() + GOOD_AGENTS + agent)
    with pytest.raises(LeagueConfigError) as exc:
        load_config(path, check_network=False)
    text_of = str(exc.value)
    assert f"[agents.bot] {key}" in text_of and says in text_of and "\n" not in text_of, text_of
    assert "hunter2" not in text_of and ":pw@" not in text_of
