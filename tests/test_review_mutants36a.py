"""Mutation review 36a: the limit-poker base (games/poker/limit), analytics/calibration, the command
modules agent_key, phh, review, power, league and play, and the Lambda handlers step, finalize, sweeper
and league_schedule.

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (README.md, docs/*.md,
the modules' docstrings and help texts), never from running the code under test. "Killed before" is
against the test files that name the module (grep); for commands/league and commands/play, whose
files are many, a trimmed list of them (the ones naming the command's arguments and messages).

Counts per module: killed by the tests before / pinned here / equivalent or left unpinned (191 in all: 147 / 27 / 17).

- games/poker/limit (L01-L18): 18 / 0 / 0. Kuhn's and Leduc's own tests, the compiled trees and the
  luck tests kill every edit of the shared hand (nets, observation, infoset key, clone, letters).
- analytics/calibration (K01-K20): 12 / 7 (K02, K09, K15, K16, K17, K18, K19) / 1. K06 (`iterations < 0`
  for `== 0`): CFR+ run for no iteration averages to the uniform profile, which a missing key means.
- commands/agent_key (G01-G08): 7 / 1 (G07) / 0.
- commands/phh (H01-H16): 13 / 1 (H09) / 2. H10 (the file read up to twice the bound): decode's own bound
  refuses the same file with the same line; H13 (--strict names the last mismatch, not the first): no
  document says which, left unpinned.
- commands/review (R01-R15): 4 / 6 (R05, R08, R11, R12, R13, R15) / 5. R01 and R14 (check_text dropped, or
  not decoding): the history reader now refuses a FIFO and bad UTF-8 itself, with the same line (check_text's
  docstring describes the reader as it was); R10 (the recommendation's None check dropped): a refusal
  report has no candidates, so the taken line is None first; R04 (one rollout seed for every decision)
  and R09 (no sign on a positive EV): choices no document states, left unpinned.
- commands/power (P01-P32): 29 / 1 (P19) / 2. P13 (a missing scoredHands read as 0 by the check): only
  the check reads it there, and the report's own default is 1; P28 (the variant printed unescaped): only
  a registered variant's name gets that far.
- commands/league (E01-E09, E11-E14, E16, E18, E19, E21, E23-E27, E29-E31, E33, E36, E38, E39; E10, E15,
  E17, E20, E22, E28, E32, E34, E35, E37 and E40 were written but not run, for time): 21 / 5 (E03, E04,
  E05, E24, E38) / 3. E07 (a missing league.json left to the file reader) is killed by test_league_runner,
  outside the trimmed list. E21 (the budget's own check before a fetch dropped): the fetch then fails at
  once and, past the deadline, gives the same "gave up" line. E18 (no five-digit cap on --seconds): it
  then takes "000060", which the cap refuses though it is a whole number of seconds, but it quotes a
  5,000-digit value whole in argparse's line; left unpinned, since whether leading zeros count is the
  project's choice (seats/deadline strips them, calibrate's sizes do not). E36 (no newline after --json):
  no document says.
- commands/play (Y01-Y24): 20 / 4 (Y10, Y18, Y20, Y24) / 0.
- lambdas/step (S01-S07): 5 / 0 / 2. S06 (another outcome for a malformed record) and S07 (every step
  returns "applied"): the batch processor reports failures only; a record's outcome goes nowhere.
- lambdas/finalize (F01-F10): 6 / 2 (F03, F09) / 2. F08 (another outcome for a malformed record): as S06;
  F10 (the idempotent wrapper rebuilt for every message): the record lives in the table, not the wrapper.
- lambdas/sweeper (W01-W06): 6 / 0 / 0.
- lambdas/league_schedule (Q01-Q06): 6 / 0 / 0.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
import socket
from pathlib import Path
from types import SimpleNamespace

import pytest
from support.cli import one_line

from cosino.analytics import calibration
from cosino.analytics.sampled import SampleConfig

# --- analytics/calibration --------------------------------------------------------------------------


class _Estimate(SimpleNamespace):
    """A sampled estimate with a chosen mean and half-width (the interval is mean ± ci)."""

    def ci95(self) -> float:
        return self.ci

    def lower(self) -> float:
        return self.mean - self.ci

    def upper(self) -> float:
        return self.mean + self.ci


def _trials(monkeypatch, estimates: list[_Estimate], exact: float) -> None:
    """The estimator answers ``estimates`` in turn; the exact value is ``exact``."""
    answers = iter(estimates)
    monkeypatch.setattr(calibration, "sampled_exploitability_2p_zerosum", lambda *args: next(answers))
    monkeypatch.setattr(calibration, "exploitability_symmetric", lambda tree, profile: exact)


# kills K02 (the mean estimate divided by trials + 1) and K15 (the widest ci95 reported for the mean one):
# the row's "mean estimate" and "mean ci95" are the means over its trials
def test_a_row_reports_the_mean_estimate_and_the_mean_half_width_over_its_trials(monkeypatch):
    estimates = [_Estimate(mean=0.25, ci=0.5), _Estimate(mean=0.75, ci=0.25), _Estimate(mean=2.0, ci=0.0)]
    _trials(monkeypatch, estimates, 0.5)
    r = calibration.run_row(calibration.Row("kuhn-late-deal", 0, lazy=True), 3, SampleConfig(playouts=2))
    assert r == {"exact": 0.5, "mean": 1.0, "ci": 0.25, "covered": 2}


def _report(monkeypatch, rows: tuple, trials: int) -> str:
    results = {row.game: {"exact": 0.5, "mean": 0.5, "ci": 0.1, "covered": trials} for row in rows}
    monkeypatch.setattr(calibration, "ROWS", rows)
    monkeypatch.setattr(calibration, "run_row", lambda row, trials, cfg: results[row.game])
    return calibration.calibrate(trials, SampleConfig(playouts=2), log=lambda line: None)


# kills K09: the binomial standard error of a 95% coverage, sqrt(0.95 * 0.05 / 50) = 3.08 points for 50 trials
# (docs/sampled-calibration.md: "50 trials: a binomial standard error of about 3.1 points")
def test_the_report_gives_the_binomial_standard_error_of_its_trial_count(monkeypatch):
    text = _report(monkeypatch, (calibration.Row("a", 0),), 50)
    assert "(50 trials: a binomial standard error\nof about 3.1 points)" in text


# kills K19: a row that samples its choice is shown apart, under "When the choice is sampled", never in the
# table of the goal
def test_a_row_shown_apart_is_only_in_the_second_table(monkeypatch):
    rows = (calibration.Row("counted-game", 0), calibration.Row("apart-game", 0, counted=False))
    goal, apart = _report(monkeypatch, rows, 4).split("## When the choice is sampled")
    assert "| counted-game |" in goal and "| apart-game |" not in goal
    assert "| apart-game |" in apart and "| counted-game |" not in apart


# kills K17: the Leduc row forced to sample its choice counted in the goal ("These rows force that on purpose
# and are not part of the goal above"); every counted row chooses exactly, with the default budget
def test_the_rows_that_sample_their_choice_are_the_rows_kept_out_of_the_goal():
    for row in calibration.ROWS:
        assert row.counted == (row.choose_nodes == SampleConfig.choose_nodes), row
    assert sum(not row.counted for row in calibration.ROWS) == 2


# kills K18: "sampled choice" written for every lazy row; the report's own rows show a lazy row with the
# default budget as "lazy states" alone
def test_a_lazy_row_with_the_default_budget_says_lazy_states_alone():
    r = {"exact": 0.0654, "mean": 0.0616, "ci": 0.0889, "covered": 47}
    line = calibration._line(calibration.Row("kuhn-late-deal", 10, lazy=True), r, 50, SampleConfig())
    assert line == (
        "| kuhn-late-deal | CFR+ 10 iterations | lazy states | 0.0654 | 0.0616 | -0.0038 | 0.0889 | 47/50 = 94% |"
    )


# kills K16: the refused value quoted whole; a 10,000-character --trials made a 10,000-character error line
def test_a_long_refused_count_is_cut_in_the_error(capsys):
    with pytest.raises(SystemExit) as stopped:
        calibration.main(["--trials", "x" * 10_000])
    err = capsys.readouterr().err
    assert stopped.value.code == 2 and "not a whole number" in err and len(err) < 400


# --- commands/agent_key ------------------------------------------------------------------------------


# kills G07: the URL tidied (a trailing slash dropped) before the key is derived; docs/seats.md: HMAC-SHA256 of
# "cosino agent key v1", a NUL byte and the URL "exactly as it is seated" (another spelling, another key)
@pytest.mark.parametrize("url", ["https://bots.team-x.example/act/", "https://bots.team-x.example/act"])
def test_the_agent_key_is_derived_from_the_url_exactly_as_given(monkeypatch, cosino_cli, url):
    monkeypatch.setenv("COSINO_AGENT_SECRET", "operator-master")
    code, out, err = cosino_cli("agent-key", url)
    expected = hmac.new(b"operator-master", b"cosino agent key v1\x00" + url.encode(), hashlib.sha256).hexdigest()
    assert (code, out, err) == (0, expected + "\n", "")


# --- commands/phh ------------------------------------------------------------------------------------

# Ann (aces) is all in for 20 and wins the main pot of 3 x 20; Bob (queens) and Cy (kings) add 10 each on
# the flop, and Cy, the second seat eligible for that side pot, wins it.
SIDE_POT_TO_THE_SECOND = """\
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [20, 100, 100]
actions = ['d dh p1 AsAd', 'd dh p2 QsQh', 'd dh p3 KsKd', 'p3 cbr 10', 'p1 cbr 20', 'p2 cc', 'p3 cc',
  'd db 2c7d9h', 'p2 cbr 10', 'p3 cc', 'd db Tc', 'p2 cc', 'p3 cc', 'd db 3s', 'p2 cc', 'p3 cc',
  'p2 sm QsQh', 'p3 sm KsKd', 'p1 sm AsAd']
players = ['Ann', 'Bob', 'Cy']
finishing_stacks = [60, 70, 90]
"""


# kills H09: a pot's shares paired with its eligible seats instead of its winners (the side pot went to Bob)
def test_phh_replay_pays_each_pot_to_its_winners_not_its_first_eligible_seats(cosino_cli, tmp_path):
    path = tmp_path / "side.phh"
    path.write_text(SIDE_POT_TO_THE_SECOND)
    code, out, err = cosino_cli("phh", "replay", str(path))
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "hand",
        "  nets: Ann +40, Bob -30, Cy -10",
        "  main pot: 60 (eligible: Ann, Bob, Cy) -> Ann 60",
        "  side pot 1: 20 (eligible: Bob, Cy) -> Cy 20",
    ]


# --- commands/review ---------------------------------------------------------------------------------

# Bart raises to 7 (an odd size no default candidate has), calls 13 more, then raises all in to 130.
ODD_RAISE = """\
variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 150]
actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 cbr 7', 'p1 cbr 20', 'p2 cc',
  'd db 2c7d9h', 'p1 cbr 30', 'p2 cbr 130', 'p1 cc', 'p2 sm KsKd', 'p1 sm AsAd', 'd db Tc', 'd db 3s']
players = ['Annabel', 'Bartholomew']
finishing_stacks = [350, 0]
"""


# kills R05 (the taken action no longer added to the candidates: a raise of a size the advisor does not try had
# no EV beside the best; "The taken action is always one of the evaluated candidates"), R08 (a raise's EV looked
# up as a call's), R11 (the taken line not marked "(taken)") and R12 (the seat's name cut in the heading)
def test_review_evaluates_a_taken_raise_of_any_size(cosino_cli, tmp_path):
    path = tmp_path / "odd.phh"
    path.write_text(ODD_RAISE)
    code, out, err = cosino_cli("review", str(path), "--seat", "Bartholomew", "--rollouts", "10", "--equity", "100")
    assert code == 0, err
    blocks = out.split("=== hand ")[1:]
    assert blocks[0].startswith("1 decision 1 (preflop): Bartholomew took raise to 7\n")
    assert "\ntaken raise to 7 (taken): EV " in blocks[0]
    assert sum("\ntaken " in block for block in blocks) == 3
    assert out.endswith("\n3 decisions of Bartholomew reviewed\n")


# kills R13: the "best" beside the taken action is the report's recommendation, not the taken line again
def test_review_compares_the_taken_action_with_the_recommendation(cosino_cli, tmp_path):
    path = tmp_path / "odd.phh"
    path.write_text(ODD_RAISE)
    code, out, err = cosino_cli("review", str(path), "--seat", "Bartholomew", "--rollouts", "10", "--equity", "100")
    assert code == 0, err
    for block in out.split("=== hand ")[1:]:
        best = re.search(r"\nrecommendation: (.+?)  \[", block).group(1)
        assert re.search(rf"\ntaken .+: EV [-+][0-9.]+ BB; best {re.escape(best)}: EV [-+][0-9.]+ BB\n", block), block


# Bart calls preflop, checks the flop and folds to a turn bet.
CHECK_THEN_FOLD = """\
variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 150]
actions = ['d dh p1 AsAd', 'd dh p2 7s2h', 'p2 cc', 'p1 cc', 'd db Kc8d3h', 'p1 cc', 'p2 cc', 'd db Tc',
  'p1 cbr 4', 'p2 f']
players = ['Annabel', 'Bartholomew']
finishing_stacks = [202, 148]
"""


# kills R15: every taken action but a wager or a call evaluated as a fold, so a taken check had no EV line
def test_review_evaluates_a_taken_check_as_a_check(cosino_cli, tmp_path):
    path = tmp_path / "check.phh"
    path.write_text(CHECK_THEN_FOLD)
    code, out, err = cosino_cli("review", str(path), "--seat", "Bartholomew", "--rollouts", "10", "--equity", "100")
    assert code == 0, err
    heads = [line.split(": ", 1)[1] for line in out.splitlines() if line.startswith("=== hand")]
    assert heads == ["Bartholomew took call 1", "Bartholomew took check", "Bartholomew took fold"]
    taken = [line.split(":", 1)[0] for line in out.splitlines() if line.startswith("taken ")]
    assert taken == ["taken call 1", "taken check", "taken fold"]


# --- commands/power ----------------------------------------------------------------------------------


# kills P19: only a results name refused inside a folder given; docs/variance.md: --json may not name "a
# `*.results.json` or `*.replay.jsonl` name inside a folder given" (the next run would read the report)
@pytest.mark.parametrize("name", ["report.replay.jsonl", "sub/report.results.json"])
def test_power_refuses_a_report_named_as_an_input_inside_a_folder_given(cosino_cli, tmp_path, name):
    folder = tmp_path / "league"
    (folder / "sub").mkdir(parents=True)
    out = folder / name
    code, stdout, err = cosino_cli("power", str(folder), "--json", str(out))
    one_line(code, stdout, err, f"--json {out}: is a name the input folder {folder} is searched for")
    assert not out.exists()


# --- lambdas/finalize --------------------------------------------------------------------------------


# kills F03: EpisodesFinalized counted for every outcome but a finalisation (a dropped message for a running
# episode counted, the episode's real finalisation not)
@pytest.mark.parametrize("status, outcome, counted", [("finished", "final", 1), ("running", "running", 0)])
def test_episodes_finalized_counts_the_finalisations_only(monkeypatch, status, outcome, counted):
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import finalize
    from tests.test_handlers import record

    rt = SimpleNamespace(store=SimpleNamespace(load_head=lambda episode: SimpleNamespace(status=status)))
    monkeypatch.setattr(finalize, "runtime", lambda: rt)
    monkeypatch.setattr(finalize, "_register_context", lambda context: None)
    # Each takes the head the handler read (since 2026-12-07: not read again).
    monkeypatch.setattr(finalize, "_finalize_once", lambda rt: lambda message, head=None: {"status": outcome})
    monkeypatch.setattr(finalize.pipeline, "on_finalize", lambda store, episode, head=None: {"status": outcome})
    names: list[str] = []
    real = finalize.obs.metrics.add_metric  # still counted for real: the metrics flush warns when it has none
    monkeypatch.setattr(
        finalize.obs.metrics,
        "add_metric",
        lambda name, value=1, **kw: names.append(name) or real(name, value=value, **kw),
    )
    body = json.dumps({"kind": "finalize", "episode": "kuhn-0-abc"})
    assert finalize.handler({"Records": [record(body, "m1")]}, FakeContext()) == {"batchItemFailures": []}
    assert names.count("EpisodesFinalized") == counted


# kills F09: the invocation's context not registered with the idempotency settings; powertools then cannot
# expire an in-progress record when the invocation times out, so a finalisation that died stays locked
def test_the_finalize_batch_registers_its_context_for_the_idempotency_record(monkeypatch):
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import finalize
    from tests.test_handlers import record

    rt = SimpleNamespace(store=SimpleNamespace(load_head=lambda episode: SimpleNamespace(status="running")))
    monkeypatch.setattr(finalize, "runtime", lambda: rt)
    monkeypatch.setattr(finalize.pipeline, "on_finalize", lambda store, episode, head=None: {"status": "running"})
    monkeypatch.setattr(finalize.config(), "lambda_context", None)
    context = FakeContext()
    body = json.dumps({"kind": "finalize", "episode": "kuhn-0-abc"})
    assert finalize.handler({"Records": [record(body, "m1")]}, context) == {"batchItemFailures": []}
    assert finalize.config().lambda_context is context


# --- commands/league ---------------------------------------------------------------------------------


def _tables(root, names_by_age: list[str]) -> None:
    """An empty league table under runs/<name> for each name, oldest first by modification time."""
    for age, name in enumerate(names_by_age):
        path = root / "runs" / name / "league.json"
        path.parent.mkdir(parents=True)
        path.write_text(json.dumps({"table": [], "league": {"name": name}}))
        os.utime(path, (1_700_000_000 + age * 60, 1_700_000_000 + age * 60))


# kills E03 (the leagues ordered by name, not by when their table was written), E04 (the oldest shown) and
# E05 (no word of the choice between two): `league table` alone shows "the newest runs/league-*/league.json"
# (README, docs/league.md), and says which it chose
def test_league_table_alone_shows_the_newest_table_not_the_last_name(cosino_cli, tmp_path, monkeypatch):
    _tables(tmp_path, ["league-b", "league-a"])
    monkeypatch.chdir(tmp_path)
    code, out, err = cosino_cli("league", "table", "--json")
    assert code == 0 and json.loads(out)["league"]["name"] == "league-a"
    assert err == f"showing {Path('runs/league-a')} (the newest of 2 leagues; choose with --out)\n"


# kills E24: an address's scheme compared as written, so HTTP:// (a scheme is case-insensitive, RFC 3986) was
# taken for a folder and refused as "not a folder of blobs or an http(s) address"
def test_check_published_reads_an_http_address_whatever_the_scheme_case(cosino_cli, tmp_path):
    with socket.create_server(("127.0.0.1", 0)) as closed:
        port = closed.getsockname()[1]  # closed again before the fetch: the connection is refused
    source = f"HTTP://127.0.0.1:{port}/api/blobs"
    code, out, err = cosino_cli("league", "check-published", source, "--seconds", "5")
    one_line(code, out, err, f"127.0.0.1:{port}/api/blobs/public/manifest.json")
    assert "not a folder" not in err


# kills E38: a league.json without a list 'table' (an object edited to {}) read as one; docs/league.md: an edited
# league.json "must hold each printed field of its kind. Anything else stops with one line naming the file"
@pytest.mark.parametrize("table", [{}, {"table": {"rank": 1}}, {"table": None}])
def test_league_table_refuses_a_file_without_a_list_of_rows(cosino_cli, tmp_path, table):
    (tmp_path / "league.json").write_text(json.dumps(table))
    code, out, err = cosino_cli("league", "table", "--out", str(tmp_path))
    one_line(code, out, err, str(tmp_path / "league.json"))


# --- commands/play -----------------------------------------------------------------------------------


# kills Y10: the seats not checked before the seed; a bad seat beside an outside agent then drew (and printed) a
# secret seed, or refused a searchable --seed, before the bad seat was named ("a bad seat name is named
# before anything is said of the seed")
@pytest.mark.parametrize("seed", [[], ["--seed", "5"]])
def test_play_names_a_bad_seat_before_anything_of_the_seed(cosino_cli, tmp_path, seed):
    seats = "remote:http://127.0.0.1:9/act,bogus"
    code, out, err = cosino_cli("play", "--variant", "kuhn", "--seats", seats, "--out", str(tmp_path / "o"), *seed)
    one_line(code, out, err, "seat 2 ('bogus'): unknown seat 'bogus' for variant kuhn")
    assert "seed" not in err and not (tmp_path / "o").exists()


# kills Y18: the hands dealt printed as the hands scored; with --deadline 0 the hand in progress is refunded
# ("refunding the hand in progress"), so the two differ and the line must give the results' scoredHands
def test_play_prints_the_scored_hands_of_its_results(cosino_cli, tmp_path):
    argv = ("play", "--variant", "kuhn", "--seats", "house,random", "--hands", "4", "--deadline", "0")
    code, out, err = cosino_cli(*argv, "--out", str(tmp_path))
    assert code == 0, err
    results = json.loads(next(tmp_path.glob("*.results.json")).read_text())
    assert results["reason"] == "deadline" and results["scoredHands"] < results["hands"]
    assert f"reason: deadline  hands: {results['hands']}  scored: {results['scoredHands']}\n" in out


# kills Y20: --phh not passed on to the episode, so no PHH file was written ("also export the Hold'em hands
# as PHH"); the file named on the phh line holds the episode's hands
def test_play_with_phh_writes_and_names_the_phh_file(cosino_cli, tmp_path):
    argv = ("play", "--variant", "holdem-hu", "--seats", "house,random", "--hands", "2", "--phh")
    code, out, err = cosino_cli(*argv, "--out", str(tmp_path))
    assert code == 0, err
    named = [line.split(None, 1)[1] for line in out.splitlines() if line.startswith("phh:")]
    assert len(named) == 1 and Path(named[0]).is_file() and "actions = [" in Path(named[0]).read_text()
