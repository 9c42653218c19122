"""Mutation review of the league config reader (cosino_runtime.league.config) and the agents it
names (cosino_runtime.league.agents).

Each test names, in a one-line comment, the hand-made mutants it kills; each of them survived the
tests that existed before. Expected values come from the documented bounds and refusal rules (a bad
field is one error naming the file, the line and the field), never from running the code under test."""

from __future__ import annotations

from pathlib import Path

import pytest

from cosino_runtime.league.config import LeagueConfigError, load_config

MAX_TEXT = 2048  # the documented bound on a text field, written out so a changed constant is noticed

GOOD_AGENTS = '[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'
SECRET_SEED = str(2**60)  # past 2^48: a league with an outside agent (fake, openai, remote) needs one
GPT = '[agents.gpt]\nseat = "openai"\nmodel = "m"\n'  # starts on line 11 after _league() and GOOD_AGENTS


def _league(**extra: str) -> str:
    settings = {"name": '"h"', "variants": '["kuhn"]', "hands": "2", "out": '"out"', "bootstrap": "5"}
    settings.update(extra)
    return "[league]\n" + "".join(f"{k} = {v}\n" for k, v in settings.items())


def _load(tmp_path: Path, text: str):
    path = tmp_path / "league.toml"
    path.write_text(text, encoding="utf-8")
    return load_config(path, check_network=False)


def _refusal(tmp_path: Path, text: str) -> str:
    with pytest.raises(LeagueConfigError) as err:
        _load(tmp_path, text)
    message = str(err.value)
    assert "\n" not in message and message.startswith(str(tmp_path / "league.toml")), message
    return message


@pytest.fixture
def openai_key(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")


# --- integers ------------------------------------------------------------------------------------


# kills: _int without its bool check (hands = true was read as 1 hand)
@pytest.mark.parametrize("field", ["hands", "rounds", "concurrency", "bootstrap", "seed"])
def test_a_boolean_is_not_an_integer_field(tmp_path, field):
    message = _refusal(tmp_path, _league(**{field: "true"}) + GOOD_AGENTS)
    assert f"[league] {field}: expected an integer" in message and "True" in message


# kills: _show cutting at 65 bits (2^64 has 20 digits; the message says so instead of quoting them)
def test_a_seed_past_64_bits_is_named_by_its_length(tmp_path):
    message = _refusal(tmp_path, _league(seed=str(2**64)) + GOOD_AGENTS)
    assert "[league] seed" in message and "an integer of more than 19 digits" in message
    assert str(2**64) not in message


# kills: _show keeping values under 60 characters whole only (one of exactly 60 was cut)
def test_a_shown_value_of_sixty_characters_is_shown_whole(tmp_path):
    value = "x" * 58  # quoted with its two quote marks: 60 characters
    message = _refusal(tmp_path, _league(rank_by=f'"{value}"') + GOOD_AGENTS)
    assert f"'{value}'" in message and "..." not in message
    cut = _refusal(tmp_path, _league(rank_by=f'"{value}y"') + GOOD_AGENTS)
    assert f"'{value}y'" not in cut and cut.endswith("...")


# --- text fields ---------------------------------------------------------------------------------


# kills: _text allowing MAX_TEXT - 1 characters only; _text accepting an empty string
def test_a_text_field_holds_one_to_max_text_characters(tmp_path, openai_key):
    config = _load(
        tmp_path,
        _league(seed=SECRET_SEED) + GOOD_AGENTS + f'[agents.gpt]\nseat = "openai"\nmodel = "{"m" * MAX_TEXT}"\n',
    )
    assert config.agent("gpt").options["model"] == "m" * MAX_TEXT
    message = _refusal(tmp_path, _league() + GOOD_AGENTS + '[agents.gpt]\nseat = "openai"\nmodel = ""\n')
    assert "line 13: [agents.gpt] model: expected a non-empty printable string" in message


# kills: _text without its printable check (an escape sequence in a model name reached prompts and logs)
def test_a_text_field_refuses_an_escape_sequence(tmp_path, openai_key):
    text = _league() + GOOD_AGENTS + '[agents.gpt]\nseat = "openai"\nmodel = "a\\u001b[2Jb"\n'
    message = _refusal(tmp_path, text)
    assert "line 13: [agents.gpt] model: expected a non-empty printable string" in message
    assert "\x1b" not in message


# --- numbers -------------------------------------------------------------------------------------


# kills: the open low end of timeout made closed (a timeout of 0 gave every call no time at all)
def test_a_timeout_must_be_above_zero(tmp_path, openai_key):
    message = _refusal(tmp_path, _league() + GOOD_AGENTS + GPT + "timeout = 0\n")
    assert "line 14: [agents.gpt] timeout: expected a finite number > 0 and <= 600" in message


# kills: closed low ends made open; a number's high end made open (each end itself is allowed)
def test_each_number_field_takes_its_ends(tmp_path, openai_key):
    config = _load(tmp_path, _league(seed=SECRET_SEED) + GOOD_AGENTS + GPT + "timeout = 600\ntemperature = 0\n")
    assert config.agent("gpt").options["timeout"] == 600 and config.agent("gpt").options["temperature"] == 0
    config = _load(
        tmp_path, _league(seed=SECRET_SEED) + GOOD_AGENTS + GPT + "temperature = 2\nrequests_per_minute = 1\n"
    )
    assert config.agent("gpt").options["temperature"] == 2
    fake = '[agents.f]\nseat = "fake"\nlatency = 0\ntokens_per_minute = 1000\nrequests_per_minute = 100000000\n'
    config = _load(tmp_path, _league(seed=SECRET_SEED) + GOOD_AGENTS + fake)
    assert config.agent("f").options["latency"] == 0
    config = _load(tmp_path, _league(seed=SECRET_SEED) + GOOD_AGENTS + '[agents.f]\nseat = "fake"\nlatency = 60\n')
    assert config.agent("f").options["latency"] == 60


# kills: _number without its bool check (timeout = true was read as one second)
@pytest.mark.parametrize("field", ["timeout", "temperature", "requests_per_minute"])
def test_a_boolean_is_not_a_number_field(tmp_path, openai_key, field):
    message = _refusal(tmp_path, _league() + GOOD_AGENTS + GPT + f"{field} = true\n")
    assert f"line 14: [agents.gpt] {field}: expected a finite number" in message


# --- nesting and the where-part ------------------------------------------------------------------


# kills: the dotted-key scan allowing 33 levels (32 dots); the bracket scan refusing 32 levels
def test_nesting_stops_past_thirty_two_levels_of_dots_or_brackets(tmp_path):
    dots = "[league]\n" + ".".join(["a"] * 32) + " = 1\n"  # 31 dots: 32 levels
    assert "[league] a: unknown field" in _refusal(tmp_path, dots + GOOD_AGENTS)
    dots = "[league]\n" + ".".join(["a"] * 33) + " = 1\n"
    assert "line 2: nesting deeper than 32 levels" in _refusal(tmp_path, dots + GOOD_AGENTS)
    brackets = _league(deep="[" * 32 + "]" * 32) + GOOD_AGENTS
    assert "line 7: [league] deep: unknown field" in _refusal(tmp_path, brackets)
    brackets = _league(deep="[" * 33 + "]" * 33) + GOOD_AGENTS
    assert "line 7: nesting deeper than 32 levels" in _refusal(tmp_path, brackets)


# kills: the where-part cut at 119 characters (one of exactly 120 is shown whole)
def test_a_where_part_of_120_characters_is_shown_whole(tmp_path):
    key = "k" * (120 - len("[league] "))
    message = _refusal(tmp_path, _league(**{key: "1"}) + GOOD_AGENTS)
    assert f"line 7: [league] {key}: unknown field" in message
    message = _refusal(tmp_path, _league(**{key + "k": "1"}) + GOOD_AGENTS)
    assert f"line 7: [league] {key[:-3]}...: unknown field" in message


# kills: _locate keeping a header's last line (a line inside a string that looks like the header moved it)
def test_a_table_is_named_at_its_first_header_line(tmp_path):
    text = '[league]\nname = "h"\n[agents.house]\nseat = "house"\nstyle = """\n[league]\n"""\n'
    assert "line 1: [league] variants: expected a non-empty list" in _refusal(tmp_path, text)


# kills: _locate keeping a key's last line (a line inside a string that looks like the key moved it)
def test_a_field_is_named_at_its_first_line(tmp_path):
    text = '[league]\nname = "not a name"\nout = """\nname = 1\n"""\n' + GOOD_AGENTS
    assert "line 2: [league] name: use 1 to 64 ASCII letters" in _refusal(tmp_path, text)


# --- bounds on the schedule ----------------------------------------------------------------------


# kills: MAX_CONCURRENCY raised by one (257 episodes or calls in flight were allowed)
def test_concurrency_stops_at_256(tmp_path):
    assert _load(tmp_path, _league(concurrency="256") + GOOD_AGENTS).concurrency == 256
    assert "line 7: [league] concurrency: at most 256 is allowed" in _refusal(
        tmp_path, _league(concurrency="257") + GOOD_AGENTS
    )
    fake = '[agents.f]\nseat = "fake"\nmax_concurrent = 257\n'
    assert "line 13: [agents.f] max_concurrent: at most 256" in _refusal(tmp_path, _league() + GOOD_AGENTS + fake)


# kills: the episode limit refusing a schedule of exactly the limit
def test_a_schedule_of_exactly_the_episode_limit_is_allowed(tmp_path, monkeypatch):
    from cosino_runtime.league import config

    monkeypatch.setattr(config, "MAX_EPISODES", 6)  # three agents: three kuhn tables a round
    assert _load(tmp_path, _league(rounds="2") + GOOD_AGENTS + '[agents.r2]\nseat = "random"\n').rounds == 2
    message = _refusal(tmp_path, _league(rounds="3") + GOOD_AGENTS + '[agents.r2]\nseat = "random"\n')
    assert "line 7: [league] rounds: 3 rounds of 3 episodes exceed the limit of 6 episodes" in message


# kills: the hand limit refusing a schedule of exactly 10,000,000 hands
def test_a_schedule_of_exactly_the_hand_limit_is_allowed(tmp_path):
    config = _load(tmp_path, _league(rounds="100", hands="100000") + GOOD_AGENTS)
    assert config.rounds * config.hands["kuhn"] == 10_000_000
    message = _refusal(tmp_path, _league(rounds="101", hands="100000") + GOOD_AGENTS)
    assert "[league] hands: the schedule plays 10100000 hands, more than the limit of 10000000" in message


# kills: the agent limit refusing 64 defined agents
def test_sixty_four_agents_may_be_defined_and_not_sixty_five(tmp_path):
    agents = "".join(f'[agents.a{i}]\nseat = "random"\n' for i in range(64))
    config = _load(tmp_path, _league(agents='["a0", "a1"]') + agents)
    assert [a.name for a in config.agents] == ["a0", "a1"]
    message = _refusal(tmp_path, _league(agents='["a0", "a1"]') + agents + '[agents.a64]\nseat = "random"\n')
    assert "[agents]: at most 64 agents, got 65" in message


# kills: the variant limit refusing a list of 16 (past it the list's length is named, below it the duplicate)
def test_sixteen_variants_pass_the_count_and_seventeen_do_not(tmp_path):
    sixteen = "[" + ", ".join(['"kuhn"'] * 16) + "]"
    assert "line 3: [league] variants: a variant is listed twice" in _refusal(
        tmp_path, _league(variants=sixteen) + GOOD_AGENTS
    )
    seventeen = "[" + ", ".join(['"kuhn"'] * 17) + "]"
    message = _refusal(tmp_path, _league(variants=seventeen) + GOOD_AGENTS)
    assert "line 3: [league] variants: at most 16 variants, got 17" in message


# kills: the family check without "the named family must be the variants' own" (tricks over kuhn passed)
def test_a_named_family_must_be_the_variants_family(tmp_path):
    message = _refusal(tmp_path, _league(family='"tricks"') + GOOD_AGENTS)
    assert "line 7: [league] family: a league ranks one family" in message
    assert _load(tmp_path, _league(family='"poker"') + GOOD_AGENTS).family == "poker"


# kills: table_count giving one table per agent when the agents just fill one table (the tables() rule)
@pytest.mark.parametrize("agents,seats", [(2, 2), (3, 2), (4, 4), (6, 6), (3, 4), (7, 6)])
def test_table_count_counts_the_tables_listed(agents, seats):
    from cosino_runtime.league.config import table_count, tables

    assert table_count(agents, seats) == len(tables([f"a{i}" for i in range(agents)], seats))


# kills: out allowing MAX_TEXT - 1 characters only
def test_out_holds_up_to_max_text_characters(tmp_path):
    assert _load(tmp_path, _league(out=f'"{"o" * MAX_TEXT}"') + GOOD_AGENTS).out == tmp_path / ("o" * MAX_TEXT)
    message = _refusal(tmp_path, _league(out=f'"{"o" * (MAX_TEXT + 1)}"') + GOOD_AGENTS)
    assert "line 5: [league] out: expected a directory path" in message


# --- agent names and fields ----------------------------------------------------------------------


# kills: the agent name rule matching a prefix only ("bad name" passed as "bad")
def test_an_agent_name_must_match_the_rule_whole(tmp_path):
    message = _refusal(tmp_path, _league() + GOOD_AGENTS + '[agents."bad name"]\nseat = "random"\n')
    assert "[agents.bad name]: agent names use 1 to 64 ASCII letters" in message


# kills: names of 65 characters allowed (a refused name is shown cut short)
def test_names_hold_at_most_sixty_four_characters(tmp_path):
    longest = "a" * 64
    config = _load(tmp_path, _league() + GOOD_AGENTS + f'[agents.{longest}]\nseat = "random"\n')
    assert longest in [a.name for a in config.agents]
    message = _refusal(tmp_path, _league() + GOOD_AGENTS + f'[agents.{"b" * 70}]\nseat = "random"\n')
    assert f"[agents.{'b' * 50}" in message and "b" * 65 not in message and "agent names use 1 to 64" in message
    assert _load(tmp_path, _league(name=f'"{longest}"') + GOOD_AGENTS).name == longest
    assert "line 2: [league] name: use 1 to 64" in _refusal(tmp_path, _league(name=f'"{longest}x"') + GOOD_AGENTS)


# kills: the check that an agent named after a seat kind is that kind of seat dropped
def test_an_agent_named_random_must_be_the_random_seat(tmp_path):
    text = _league() + '[agents.house]\nseat = "house"\n[agents.random]\nseat = "house"\n'
    message = _refusal(tmp_path, text)
    assert "line 10: [agents.random] seat: an agent named 'random' must be a random seat" in message


# kills: an unknown agent field named whole in the where-part instead of cut short
def test_a_long_unknown_agent_field_is_named_by_its_first_64_characters(tmp_path):
    message = _refusal(tmp_path, _league() + GOOD_AGENTS + f'[agents.f]\nseat = "fake"\n{"k" * 100} = 1\n')
    assert f"[agents.f] {'k' * 50}" in message and "k" * 65 not in message and "unknown field for a fake" in message


# kills: the model check asking only openai seats for a model (a bedrock seat without one failed later, unnamed)
def test_a_bedrock_seat_needs_a_model(tmp_path):
    message = _refusal(tmp_path, _league() + GOOD_AGENTS + '[agents.b]\nseat = "bedrock"\nregion = "eu-west-1"\n')
    assert "line 11: [agents.b] model: a model seat needs the model's name" in message


# kills: temperature allowed to 3; MAX_LATENCY raised to 61; MIN_RATE of tokens lowered to 999; MAX_TIMEOUT raised
@pytest.mark.parametrize(
    "seat,field,value",
    [
        ("openai", "temperature", "2.5"),
        ("openai", "timeout", "600.5"),
        ("fake", "latency", "60.5"),
        ("fake", "tokens_per_minute", "999"),
        ("fake", "requests_per_minute", "0.5"),
        ("fake", "requests_per_minute", "100000001"),
    ],
)
def test_just_past_each_end_of_a_number_field_is_refused(tmp_path, openai_key, seat, field, value):
    agent = f'[agents.x]\nseat = "{seat}"\n' + ('model = "m"\n' if seat == "openai" else "")
    message = _refusal(tmp_path, _league() + GOOD_AGENTS + agent + f"{field} = {value}\n")
    assert f"[agents.x] {field}: expected a finite number" in message


# kills: the check that a remote agent's secret_env is set dropped (the agent was then asked unsigned)
def test_a_remote_agents_unset_secret_variable_is_refused(tmp_path, monkeypatch):
    monkeypatch.delenv("COSINO_TEST_UNSET_SECRET_27B", raising=False)
    bot = '[agents.bot]\nseat = "remote"\nurl = "http://127.0.0.1:9/act"\nsecret_env = "COSINO_TEST_UNSET_SECRET_27B"\n'
    message = _refusal(tmp_path, _league(seed=SECRET_SEED) + GOOD_AGENTS + bot)
    assert "line 15: [agents.bot] secret_env: the signing secret variable COSINO_TEST_UNSET_SECRET_27B is not set" in (
        message
    )


# kills: a symbolic link that cannot be followed called "no such file" (the link is there; reading it fails)
def test_a_symlink_loop_is_not_called_a_missing_file(tmp_path):
    path = tmp_path / "league.toml"
    path.symlink_to(path)
    with pytest.raises(LeagueConfigError) as err:
        load_config(path, check_network=False)
    assert str(err.value).startswith(f"{path}: cannot read") and "no such file" not in str(err.value)


# kills: the first unknown [league] field named by the last one in sorted order
def test_of_two_unknown_league_fields_the_first_in_order_is_named(tmp_path):
    message = _refusal(tmp_path, _league(zz="1", aa="1") + GOOD_AGENTS)
    assert "line 8: [league] aa: unknown field" in message


# kills: the agent list's string check dropped (a list inside the list was a TypeError traceback)
def test_a_league_agent_list_holds_names_only(tmp_path):
    message = _refusal(tmp_path, _league(agents='[["house"], "random"]') + GOOD_AGENTS)
    assert "line 7: [league] agents: expected a list of agent names" in message


# kills: MAX_TOTAL_HANDS raised by one (11 rounds of 15 kuhn tables of 60606 hands and a sixmax hand: 10,000,001)
def test_one_hand_past_the_limit_is_refused(tmp_path):
    agents = "".join(f'[agents.r{i}]\nseat = "random"\n' for i in range(6))
    variants = "[league.variant.kuhn]\nhands = 60606\n[league.variant.sixmax]\nhands = 1\n"
    text = _league(variants='["kuhn", "sixmax"]', rounds="11") + variants + agents
    assert "[league] hands: the schedule plays 10000001 hands, more than the limit of 10000000" in _refusal(
        tmp_path, text
    )


# kills: MAX_SEED raised past 2^64 - 1; MAX_HANDS raised by one
def test_the_seed_and_hands_stop_at_their_limits(tmp_path):
    assert _load(tmp_path, _league(seed=str(2**64 - 1)) + GOOD_AGENTS).seed == 2**64 - 1
    message = _refusal(tmp_path, _league(hands="100001") + GOOD_AGENTS)
    assert "line 4: [league] hands: at most 100000 is allowed" in message


# kills: MAX_TOKENS raised by one
def test_max_tokens_stops_at_100000(tmp_path, openai_key):
    assert _load(tmp_path, _league(seed=SECRET_SEED) + GOOD_AGENTS + GPT + "max_tokens = 100000\n").agent(
        "gpt"
    ).options["max_tokens"] == (100_000)
    message = _refusal(tmp_path, _league() + GOOD_AGENTS + GPT + "max_tokens = 100001\n")
    assert "line 14: [agents.gpt] max_tokens: at most 100000 is allowed" in message


# kills: MAX_CONFIG_BYTES raised by one (a file of 1 MiB is read, one byte more is not)
def test_a_config_file_stops_at_one_mebibyte(tmp_path):
    head = _league() + GOOD_AGENTS + "#"
    path = tmp_path / "league.toml"
    path.write_text(head + "x" * ((1 << 20) - len(head) - 1) + "\n", encoding="ascii")
    assert load_config(path, check_network=False).name == "h"
    path.write_text(head + "x" * ((1 << 20) - len(head)) + "\n", encoding="ascii")
    with pytest.raises(LeagueConfigError, match="not a league config"):
        load_config(path, check_network=False)


# --- cosino_runtime.league.agents ----------------------------------------------------------------


# kills: _host_of keeping hosts of five letters or more only (a four-letter host is a name too)
def test_a_four_letter_host_is_a_secret_name_and_a_three_letter_one_is_not():
    from cosino_runtime.league.agents import AgentSpec

    assert AgentSpec("me", "remote", {"url": "https://a.bc/act"}).secret_names() == ["me", "https://a.bc/act", "a.bc"]
    assert AgentSpec("me", "remote", {"url": "https://a.b/act"}).secret_names() == ["me", "https://a.b/act"]


# kills: the defaults build_inner fills in changed (fake latency 0, OpenAI max_tokens 300 and timeout 30 s,
# remote timeout 10 s)
def test_build_inner_fills_in_the_documented_defaults(monkeypatch):
    from cosino.primitives.rng import Rng
    from cosino_runtime.league.agents import AgentSpec, build_inner

    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    rng = Rng(bytes(32))
    assert build_inner(AgentSpec("f", "fake"), "kuhn", rng).client.latency == 0
    openai = build_inner(AgentSpec("g", "openai", {"model": "m"}), "kuhn", rng)
    assert (openai.client.max_tokens, openai.timeout) == (300, 30.0)
    remote = build_inner(AgentSpec("r", "remote", {"url": "https://agent.example/act"}), "kuhn", rng)
    assert remote.agent.timeout == 10.0


# kills: a bedrock seat accepting temperature (its client never sends one: the field would be ignored)
def test_a_bedrock_seat_refuses_temperature(tmp_path):
    bedrock = '[agents.b]\nseat = "bedrock"\nmodel = "m"\ntemperature = 1\n'
    message = _refusal(tmp_path, _league() + GOOD_AGENTS + bedrock)
    assert "line 14: [agents.b] temperature: unknown field for a bedrock seat" in message
