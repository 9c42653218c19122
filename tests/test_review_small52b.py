"""Session 52b: bootstrap work bounded as resamples x units, and odd agent-URL hosts refused or canonical.

Before: ``cosino power --bootstrap 1000000`` and ``[league] bootstrap = 10000`` bounded the resamples but not
the work (resamples x units), so a big input ran for hours; ``http://[v1.x]/`` (an IPvFuture literal), and
``http://[::1]x/`` or ``http://x[::1]/`` (brackets not around the whole host), passed the agent-URL check, and
canonical_url spelt the first one ``http://v1.x/``, another host's name; ``acpc:[v1.x]:9000`` listened on
``v1.x``. After: each is refused in one line naming the field and why, before any work starts.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from cosino.league.power import (
    BOOTSTRAP,
    MAX_BOOTSTRAP_WORK,
    RESAMPLE_FLOOR,
    Pool,
    bootstrap_work_problem,
    check_work,
    results_report,
)
from cosino.primitives.errors import CosinoError
from cosino_runtime.league.config import MAX_TABLE_WORK, LeagueConfigError, load_config
from cosino_runtime.seats.acpc import check_acpc_name
from cosino_runtime.seats.registry import check_seats, outside_agent
from cosino_runtime.seats.transport import TransportError, canonical_url, check_url, post

REPO = Path(__file__).resolve().parents[1]


# -- bootstrap work -----------------------------------------------------------------------------------


def _kuhn_results(tmp_path: Path, count: int) -> Path:
    """``count`` kuhn episodes of two agents, with luck-adjusted nets: one pair, two methods resampled."""
    folder = tmp_path / "league"
    folder.mkdir()
    for i in range(count):
        body = {"agents": ["a", "b"], "variant": "kuhn", "net": [i - 1, 1 - i], "scoredHands": 2}
        body["luckAdjusted"] = {"net": [i, -i]}
        (folder / f"ep{i}.results.json").write_text(json.dumps(body))
    return folder


def test_power_refuses_a_bootstrap_whose_work_is_past_the_limit_before_it_starts(cosino_cli, tmp_path):
    folder = _kuhn_results(tmp_path, 2)  # one pair, raw and luck of 2 units each: 2 x 100 units counted
    started = time.monotonic()
    code, out, err = cosino_cli("power", str(folder), "--bootstrap", "1000000")
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err
    assert "--bootstrap: 1000000 resamples x 200 units" in lines[0]
    assert "= 200000000, more than the limit of 100000000; at most 500000 resamples fit" in lines[0]
    assert time.monotonic() - started < 10  # refused, not run (unbounded it resampled for about 15 s)


def test_power_with_the_default_bootstrap_still_runs(cosino_cli, tmp_path):
    code, out, err = cosino_cli("power", str(_kuhn_results(tmp_path, 6)))
    assert code == 0 and err == "" and "bootstrap 1000" in out


def test_the_core_reports_refuse_too_and_name_the_bootstrap():
    results = [{"agents": ["a", "b", "c"], "variant": "sixmax", "net": [i, -i, 0], "scoredHands": 1} for i in range(2)]
    with pytest.raises(CosinoError) as caught:
        results_report(results, resamples=400_000)  # 3 pairs x 100 units x 400,000 = 120,000,000
    assert str(caught.value).startswith("bootstrap: 400000 resamples x 300 units")
    assert results_report(results, resamples=50)["bootstrap"] == 50


def test_the_work_counts_every_resampled_method_with_its_floor_and_both_blocks_together():
    pool = Pool(pairs={("v", "a", "b"): {"raw": [1] * 250, "duplicate": [1], "luck": [1, 2]}})
    assert pool.units() == 250 + RESAMPLE_FLOOR  # one unit is never resampled; two count as the floor
    most = MAX_BOOTSTRAP_WORK // pool.units()
    check_work([pool], most)
    with pytest.raises(CosinoError, match="^--bootstrap: "):
        check_work([pool], most + 1, "--bootstrap")
    with pytest.raises(CosinoError):  # two blocks of half the limit each weigh as one
        check_work([pool, pool], most // 2 + 1)
    assert bootstrap_work_problem(1, MAX_BOOTSTRAP_WORK + 1, MAX_BOOTSTRAP_WORK).endswith(
        "not even one resample fits: give fewer inputs"
    )


def _league_file(tmp_path: Path, agents: int, bootstrap: int | None, rounds: int = 1, variant: str = "kuhn") -> Path:
    text = f'[league]\nname = "w"\nvariants = ["{variant}"]\nhands = 2\nrounds = {rounds}\nout = "out"\n'
    text += "" if bootstrap is None else f"bootstrap = {bootstrap}\n"
    text += "".join(f'[agents.a{i}]\nseat = "random"\n' for i in range(agents))
    path = tmp_path / "league.toml"
    path.write_text(text)
    return path


def test_a_league_bootstrap_past_the_work_limit_is_a_config_error_naming_file_and_field(tmp_path):
    # Since review 54b a refit is charged the least it takes (its setup and one iteration, 3 n^2 + 12 n fit steps at
    # 4 a unit) and the table counts the rest: 64 agents, 2,016 pairs + 3,264 for the refit, 10,000 draws
    path = _league_file(tmp_path, 64, 10_000)
    with pytest.raises(LeagueConfigError) as caught:
        load_config(path, check_network=False)
    message = str(caught.value)
    assert message.startswith(f"{path}: line 7: [league] bootstrap: 10000 resamples x 5280 units")
    assert "(2016 pairs of agents over the scheduled episodes + 3264 for refitting 64 agents, the least a" in message
    assert "= 52800000, more than the limit of 25000000; at most 4734 resamples fit" in message
    assert "\n" not in message
    assert load_config(_league_file(tmp_path, 64, 4734), check_network=False).bootstrap == 4734
    assert load_config(_league_file(tmp_path, 8, 10_000), check_network=False).bootstrap == 10_000  # refused before


def test_the_default_bootstrap_always_passes_and_only_more_draws_are_bounded(tmp_path):
    # 8 agents at six seats over 300 rounds: 126,000 pairs + 72 for the least refit of 8 agents = 126,072 units;
    # 200 draws are 25,214,400, past the limit, yet the default runs
    sixmax = {"rounds": 300, "variant": "sixmax"}
    assert load_config(_league_file(tmp_path, 8, None, **sixmax), check_network=False).bootstrap == 200
    assert load_config(_league_file(tmp_path, 8, 200, **sixmax), check_network=False).bootstrap == 200
    with pytest.raises(
        LeagueConfigError, match=r"\[league\] bootstrap: 201 resamples x 126072 units.*at most 200 resamples fit"
    ):
        load_config(_league_file(tmp_path, 8, 201, **sixmax), check_network=False)
    # 36 agents: refused before review 54b (630 pairs + 100 x 36^2 each draw); the table counts its refits now
    assert load_config(_league_file(tmp_path, 36, 201), check_network=False).bootstrap == 201
    assert load_config(REPO / "examples" / "league.toml", check_network=False).bootstrap == 200
    text = (REPO / "docs" / "league.md").read_text()
    assert f"cannot fit {MAX_TABLE_WORK:,} in draws times units" in text and "3 n^2 + 12 n fit steps" in text
    assert "The default 200 draws always run" in text
    assert f"may be at most {MAX_BOOTSTRAP_WORK:,}" in (REPO / "docs" / "variance.md").read_text()


def test_every_pair_at_every_scheduled_table_counts(tmp_path):
    # six agents at six seats: 15 pairs an episode, 1,000 rounds, and 45 for the least refit (180 steps, 4 a unit)
    with pytest.raises(LeagueConfigError, match=r"x 15045 units \(15000 pairs of agents .*at most 1661 resamples fit"):
        load_config(_league_file(tmp_path, 6, 10_000, rounds=1000, variant="sixmax"), check_network=False)
    assert load_config(_league_file(tmp_path, 6, 1661, rounds=1000, variant="sixmax"), check_network=False)


# -- agent URL hosts -------------------------------------------------------------------------------------

REFUSED = [
    ("http://[v1.x]/act", "names 'v1.x' in brackets, which is not an IPv6 address"),
    ("http://[v1.x]:8080/act", "names 'v1.x' in brackets, which is not an IPv6 address"),
    ("http://[::1]x/act", "brackets that do not enclose the whole host"),
    ("http://x[::1]/act", "brackets that do not enclose the whole host"),
    ("http://[::1].:80/act", "brackets that do not enclose the whole host"),
    ("http://[fe80::1%25eth0]/act", "names an IPv6 zone"),
    ("http:///act", "names no host"),
    ("http://:80/act", "names no host"),
    ("http://a@b.example/act", "holds an '@'"),
    ("http://a.example:65536/act", "Port out of range"),
    ("http://a.example:99999/act", "Port out of range"),
    ("http://a.example../act", "names no valid host"),
]


@pytest.mark.parametrize("url, why", REFUSED)
def test_an_odd_host_is_refused_by_the_url_check(url, why):
    with pytest.raises(CosinoError) as caught:
        check_url(url, "agent URL")
    assert str(caught.value).startswith("the agent URL ") and why in str(caught.value)


@pytest.mark.parametrize("url, why", REFUSED)
def test_an_odd_host_is_a_league_config_error_naming_the_url_field(tmp_path, url, why):
    text = '[league]\nname = "u"\nvariants = ["kuhn"]\nseed = 1234567890123456789\nout = "out"\n'
    text += f'[agents.bot]\nseat = "remote"\nurl = "{url}"\n[agents.house]\nseat = "house"\n'
    path = tmp_path / "league.toml"
    path.write_text(text)
    with pytest.raises(LeagueConfigError) as caught:
        load_config(path, check_network=False)
    assert f"{path}: line 8: [agents.bot] url: the URL " in str(caught.value) and why in str(caught.value)


@pytest.mark.parametrize("url", ["http://[v1.x]/act", "http://[::1]x/act", "http://x[::1]/act"])
def test_the_seat_check_and_the_api_create_refuse_a_bracketed_host_that_is_no_ipv6_address(tmp_path, url):
    with pytest.raises(CosinoError, match=r"^seat 1 \(.*\): the agent URL .* (IPv6|whole host)"):
        check_seats([f"remote:{url}", "house"], "kuhn", by_operator=False)
    from cosino_runtime.api.routes import Api
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    try:
        body = json.dumps({"variant": "kuhn", "seats": [f"remote:{url}", "house"], "hands": 1, "seed": 5})
        reply = Api(store, None).handle("POST", "/api/episodes", body.encode(), True)
    finally:
        store.close()
    assert reply.status == 400
    assert reply.json()["error"].startswith("field 'seats': seat 1 (") and "the agent URL" in reply.json()["error"]


@pytest.mark.parametrize("url", ["http://[v1.x]/act", "http://[::1]x/act", "http://x[::1]/act"])
def test_canonical_url_leaves_a_bad_bracketed_host_as_it_is_and_post_never_calls_it(url):
    assert canonical_url(url) == url  # "[v1.x]" was spelt "v1.x", a name another host may hold
    assert outside_agent(f"remote:{url}") == f"remote:{url}"
    with pytest.raises(TransportError, match="not an http"):
        post(url, b"{}", {}, time.monotonic() + 2)


@pytest.mark.parametrize(
    "url, canonical",
    [
        ("http://a.example./act", "http://a.example/act"),  # a trailing dot names the same host
        ("http://[::1]:/act", "http://[::1]/act"),  # an empty port is the default one
        ("http://a.example:0080/act", "http://a.example/act"),
        ("http://[0:0::1]:8080/act", "http://[::1]:8080/act"),
        ("http://a.example:65535/act", "http://a.example:65535/act"),
    ],
)
def test_an_accepted_odd_host_has_one_canonical_form_that_passes_the_check_again(url, canonical):
    assert check_url(url, "agent URL") == url
    assert canonical_url(url) == canonical == canonical_url(canonical) == check_url(canonical)


def test_an_acpc_host_in_brackets_must_be_an_ipv6_address():
    for name in ("acpc:[v1.x]:9000", "acpc:[1.2.3.4]:9000", "acpc:[]:9000"):
        with pytest.raises(CosinoError, match="in brackets is not an IPv6 address"):
            check_acpc_name(name)
    assert outside_agent("acpc:[v1.x]:9000") != outside_agent("acpc:v1.x:9000")
    assert check_acpc_name("acpc:[::1]:9000")[:2] == ("::1", 9000)
    # A zone is kept for an ACPC seat: it listens on this machine, where the zone names a link.
    assert check_acpc_name("acpc:[fe80::1%eth0]:9000")[:2] == ("fe80::1%eth0", 9000)
    assert outside_agent("acpc:[fe80::1%eth0]:9000") == outside_agent("acpc:fe80::1%eth0:9000")


def test_the_power_default_always_passes_and_one_more_is_bounded():
    pool = Pool(pairs={("v", "a", "b"): {"raw": [1] * 200_000}})  # 1,000 x 200,000: twice the limit
    check_work([pool], BOOTSTRAP)
    with pytest.raises(
        CosinoError, match=f"^--bootstrap: {BOOTSTRAP + 1} resamples .*at most {BOOTSTRAP} resamples fit"
    ):
        check_work([pool], BOOTSTRAP + 1, "--bootstrap")
