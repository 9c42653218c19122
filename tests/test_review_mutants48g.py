"""Mutation review 48g: tests that kill the mutants the suite let through in the code merged last hour.

Mutants were made by hand, one at a time, and the tests covering the code were run against each
(tests/test_review_cli48c.py, test_cli_unusable_paths.py, test_paths_shown_escaped.py, test_review_mutants36a.py
and others for the paths; test_seat_pacing.py, test_review_seat_clock.py, test_review_mutants26b.py for the
pacing; test_review_mutants48b.py, test_rollout_inputs.py for the rollouts' settings). Each test below names the
mutant it kills and what the surviving mutant printed or returned.

Mutants tried, survivors, and killed here (the rest were killed by the suite as it was):
- primitives/files.py ``shown_path`` (then commands/arguments.py): 9 tried, 4 survived; 3 killed here, 1 equivalent.
- primitives/files.py ``output_problem``, ``_temp_beside``, ``_stage``: 14 tried, 3 survived; 2 killed here,
  1 equivalent.
- commands/league.py (the out folder checks, the paths printed): 7 tried, 2 survived; both killed here.
- commands/session.py (``_refuse_other_file``, ``_connect``): 7 tried, 3 survived; 2 killed here, 1 equivalent.
- the other commands' output checks (calibrate, train_holdem, bench, power, train, serve): 7 tried, none survived.
- commands/review.py: 5 tried, 2 survived; 1 killed here, 1 equivalent. advisor/pipeline.py (hands and
  decisions from 1, the label in brackets): 6 tried, none survived.
- engine/asking.py (``pace_of``, ``paced_seconds``, ``_paced``, ``ask_seat``): 18 tried, 2 survived; 1 killed
  here, 1 equivalent. seats/advisor_seat.py ``pace_s``: 3 tried, none survived.
- advisor/rollout.py ``_check_settings``: 14 tried, 1 survived; killed here.
Defects found and fixed: review and session import raised a traceback for an advisor seed over 200 characters;
``pace_of`` raised OverflowError for a huge negative int; review headings printed a PHH label of any length.

Tried and survived, judged equivalent (no test):
- ``shown_path`` without ``short == text or``: a path the folding leaves as it is gives the same
  string whichever branch returns it.
- files.py ``_temp_beside`` without ``if str(target.parent) else "."``: ``Path(...).parent`` is never "" (the
  parent of ``x`` is ``.``), so the branch is never taken.
- session.py ``_refuse_other_file`` catching OSError instead of FileNotFoundError: every other error open()
  could raise here (a folder, a loop of links) is refused before it; as a user, an unreadable file is still
  refused in one line (by SQLite instead of by open).
- review.py ``run`` looking the call up as ``ev_of("call", amount)``: the taken call's amount is the amount to
  call, the one call line there is.
- asking.py ``_paced`` sleeping ``until - start - elapsed`` instead of ``until - time.monotonic()``: the two
  differ by the microseconds between reading the clock after the answer and sleeping.
"""

from __future__ import annotations

import os
from fractions import Fraction

import pytest
from test_review_cli48c import FAST, HEADS_UP
from test_review_cli48c import LEAGUE as CLI_LEAGUE

LEAGUE = CLI_LEAGUE.replace('out = "../runs/lg"', 'out = "OUT"')  # the same league, its out folder set by each test


def _one_line_refusal(result: tuple[int, str, str]) -> str:
    code, out, err = result
    assert code == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err, result
    return err


# --- shown_path (core/cosino/primitives/files.py) ----------------------------------------


def test_shown_path_drops_dot_parts_before_a_link_loop(tmp_path, monkeypatch):
    """Kills ``shown_path`` without ``or ".." not in text.split(os.sep)`` and with ``".." not in text`` (a
    substring test): ``./loop..x/out``, where ``loop..x`` is a link to itself, has no ``..`` part, so only the
    ``./`` goes (``loop..x/out``); both mutants sent it to the comparison of resolved paths, which raised on
    the loop and kept ``./loop..x/out``."""
    from cosino.primitives.files import shown_path

    monkeypatch.chdir(tmp_path)
    os.symlink("loop..x", "loop..x")
    assert shown_path("./loop..x/out") == "loop..x/out"
    assert shown_path(f".{os.sep}{os.sep}loop..x{os.sep}.{os.sep}out") == "loop..x/out"


def test_shown_path_keeps_the_users_words_when_a_loop_hides_the_folder(tmp_path, monkeypatch):
    """Kills ``shown_path`` with ``same = True`` where resolving raises: ``lp/sub/../out`` with ``lp`` a link
    to itself cannot be resolved, so it is printed as given; the mutant printed ``lp/out``, a short form
    nothing showed to be the same path."""
    from cosino.primitives.files import shown_path

    monkeypatch.chdir(tmp_path)
    os.symlink("lp", "lp")
    assert shown_path("lp/sub/../out") == "lp/sub/../out"


# --- the output checks: a folder that is writable but cannot be searched --------------------------------


def _no_search(monkeypatch, folder: str) -> None:
    """``os.access`` as a user meets a folder of mode 0o666 (writable, not searchable): tests run as root,
    where both rights are always granted, so the one answer that differs is given here."""
    real = os.access

    def access(path, mode, **kw):
        if os.path.normpath(os.fspath(path)) == folder and mode & os.X_OK:
            return False
        return real(path, mode, **kw)

    monkeypatch.setattr(os, "access", access)


def test_an_output_in_a_folder_that_cannot_be_searched_is_refused(tmp_path, monkeypatch):
    """Kills files.py ``output_problem`` asking only ``os.W_OK`` of the folder: a folder that is writable but
    not searchable (no x bit) cannot take a new file, so ``nox/out.json`` is "its folder is not writable";
    the mutant answered None (the run went on and failed at its write)."""
    from cosino.primitives.files import output_problem

    monkeypatch.chdir(tmp_path)
    os.mkdir("nox")
    _no_search(monkeypatch, "nox")
    assert output_problem("nox/out.json") == "its folder is not writable"
    assert output_problem("out.json") is None


def test_league_run_refuses_an_out_folder_that_cannot_be_searched(cosino_cli, tmp_path, monkeypatch):
    """Kills league.py ``_run`` asking only ``os.W_OK`` of an existing out folder: ``--out nox`` (writable,
    not searchable) is "the folder is not writable" before any episode; the mutant played on (exit 2 from
    its first write as a user, a league played to the end here as root)."""
    monkeypatch.chdir(tmp_path)
    os.mkdir("cfg")
    (tmp_path / "cfg" / "l.toml").write_text(LEAGUE)
    os.mkdir("nox")
    _no_search(monkeypatch, "nox")
    err = _one_line_refusal(cosino_cli("league", "run", "--config", "cfg/l.toml", "--out", "nox", "--quiet"))
    assert err == "cosino: --out nox: the folder is not writable\n"
    assert os.listdir("nox") == []


def test_league_config_out_that_is_a_file_is_named_as_typed_back(cosino_cli, tmp_path, monkeypatch):
    """Kills league.py ``_run`` naming ``[league] out`` without ``shown_path``: ``out = "../cfg/afile"`` in
    ``cfg/l.toml`` is ``cfg/afile``; the mutant's line said ``[league] out cfg/../cfg/afile``."""
    monkeypatch.chdir(tmp_path)
    os.mkdir("cfg")
    (tmp_path / "cfg" / "l.toml").write_text(LEAGUE.replace("OUT", "../cfg/afile"))
    (tmp_path / "cfg" / "afile").write_text("x")
    err = _one_line_refusal(cosino_cli("league", "run", "--config", "cfg/l.toml", "--quiet"))
    assert err == "cosino: --config cfg/l.toml: [league] out cfg/afile: is a file, not a folder\n"


# --- session import --db (functions/cosino_runtime/commands/session.py) ----------------------------------


def test_session_db_that_only_starts_like_sqlite_is_refused_as_another_file(cosino_cli, tmp_path, monkeypatch):
    """Kills ``_refuse_other_file`` comparing a shorter prefix (``head.startswith(b"SQLite")``) than the 16-byte
    header: a text file beginning "SQLite notes" is "not an SQLite file; left as it is"; the mutant passed it
    to SQLite, whose refusal ("file is not a database") said nothing of the file being left alone."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "one.phh").write_text(HEADS_UP)
    (tmp_path / "notes.db").write_bytes(b"SQLite notes\n")
    err = _one_line_refusal(cosino_cli("session", "import", "one.phh", "--db", "notes.db", *FAST))
    assert err == "cosino: --db: notes.db: not a session database (not an SQLite file; left as it is)\n"
    assert (tmp_path / "notes.db").read_bytes() == b"SQLite notes\n"


# --- cosino review: the taken call is the call the advisor evaluates ----------------------------------------


def test_a_taken_call_is_one_candidate_with_the_advisors_call(tmp_path):
    """Kills review.py ``taken_candidate`` returning ``Candidate("call")`` (no amount): the advisor's own call
    is ``call 1`` here, so the taken call matched no candidate and was added again, and the report listed two
    call lines (``call 1`` and ``call``). Now the taken call is ``call 1``: one call line."""
    from dataclasses import replace

    from cosino.advisor.decision import DecisionConfig
    from cosino.advisor.pipeline import analyze, observe_hand_history
    from cosino.advisor.rollout import Candidate
    from cosino_runtime.commands.review import taken_candidate

    (tmp_path / "one.phh").write_text(HEADS_UP)
    obs = observe_hand_history(tmp_path / "one.phh", "Bartholomew")[0]
    assert obs.meta["taken"] == {"action": "call"} and obs.state.to_call() == 1
    taken = taken_candidate(obs.meta)
    assert taken == Candidate("call", 1)
    config = DecisionConfig(equity_simulations=10, rollout_simulations=10, seed=1)
    report = analyze(obs, replace(config, extra_candidates=(taken,)))
    assert [(c.kind, c.amount) for c in report.candidates if c.kind == "call"] == [("call", 1)]


# --- rollout.py _check_settings (read only here: another worker edits that file) -----------------------------


def test_a_bet_fraction_of_true_is_refused():
    """Kills rollout.py ``_check_settings`` reading the types with ``isinstance(value, (int, Fraction))``: True
    (a bool is an int) as ``opponent_bet_fraction`` is refused by name; the mutant ran it as a fraction of 1."""
    from cosino.advisor import rollout
    from cosino.advisor.decision import DEFAULT_FRACTIONS
    from cosino.advisor.ranges import preflop_range
    from cosino.advisor.state import state_from_dict

    seats = [{"stack": 400, "committed": 0}, {"stack": 400, "committed": 0}]
    data = {"hero": 0, "dealer": 0, "hero_cards": "AhKh", "board": "QsJd7c", "pot": 40, "big_blind": 2, "actor": 0}
    state = state_from_dict({**data, "seats": seats, "history": [{"street": "flop", "seat": 1, "action": "check"}]})
    cands = rollout.candidates_for(state, DEFAULT_FRACTIONS)
    for value in (True, Fraction(1, 2)):
        settings = rollout.RolloutSettings(opponent_bet_fraction=value)
        if value is True:
            with pytest.raises(ValueError, match="^opponent_bet_fraction: must be a number above 0, got True$"):
                rollout.rollout_action_evs(state, cands, [preflop_range(0.45)], 20, 1, settings)
        else:
            assert rollout.rollout_action_evs(state, cands, [preflop_range(0.45)], 20, 1, settings).samples == 20


# --- a defect found here: the advisor's seed for a reviewed decision outgrew what the advisor takes ------------


def test_decision_seed_is_kept_where_it_fits_and_digested_where_not():
    """review.py ``decision_seed``: ``SEED/HAND/DECISION`` as before wherever it fits the advisor's 200 characters
    (so every review printed before prints again), else ``sha256:`` and 64 hex digits, one per text."""
    from cosino.advisor.decision import MAX_SEED_CHARS
    from cosino_runtime.commands.review import decision_seed

    assert decision_seed("7", "0", 1) == "7/0/1"
    fits = decision_seed("s" * 196, "0", 1)
    assert fits == "s" * 196 + "/0/1" and len(fits) == MAX_SEED_CHARS
    long_seed, long_label = decision_seed("s" * 197, "0", 1), decision_seed("0", "x" * 300, 1)
    for seed in (long_seed, long_label):
        assert seed.startswith("sha256:") and len(seed) == 71 and "/" not in seed
    assert len({long_seed, long_label, decision_seed("0", "x" * 300, 2), decision_seed("0", "x" * 301, 1)}) == 4


@pytest.mark.parametrize("command", ["review", "session import"])
def test_a_long_seed_or_phh_label_is_reviewed_not_a_traceback(cosino_cli, tmp_path, monkeypatch, command):
    """A defect found in this review: ``cosino review`` and ``session import`` gave the advisor the seed
    ``SEED/LABEL/DECISION``, which the advisor refuses past 200 characters. A PHH section label of 197 characters
    or more, or a ``--seed`` of 197 to 200 (which ``--seed`` itself allows), raised that ValueError as a traceback
    (exit 1) before any decision was reviewed. Now both run (exit 0, both of Annabel's decisions)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "many.phhs").write_text(f"[{'x' * 300}]\n{HEADS_UP}")
    (tmp_path / "one.phh").write_text(HEADS_UP)
    runs = [("many.phhs", "0"), ("one.phh", "s" * 200)]
    for number, (name, seed) in enumerate(runs):
        db = ("--db", f"s{number}.db") if command == "session import" else ()
        code, out, err = cosino_cli(*command.split(), name, "--seat", "Annabel", *db, *FAST, "--seed", seed)
        assert (code, err) == (0, ""), (name, err[-300:])
        assert "2 decisions of Annabel" in out


def test_session_db_through_a_dangling_link_names_the_missing_folder(cosino_cli, tmp_path, monkeypatch):
    """Kills session.py ``_connect`` checking ``where.parent`` instead of the resolved path's parent: ``--db link``
    where ``link -> nowhere/x.db`` is "folder of link does not exist"; the mutant let SQLite try the link and
    said "not a session database (unable to open database file)", as though a file were there."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "one.phh").write_text(HEADS_UP)
    os.symlink(os.path.join("nowhere", "x.db"), "link")
    err = _one_line_refusal(cosino_cli("session", "import", "one.phh", "--db", "link", *FAST))
    assert err == "cosino: --db: folder of link does not exist\n"
    assert sorted(os.listdir(".")) == ["link", "one.phh"]


# --- asking.py: the padding keeps the time the step must have after the answer -------------------------------


def test_a_paced_seat_leaves_the_steps_work_after_the_answer(monkeypatch):
    """Kills asking.py ``ask_seat`` calling ``_paced`` outside ``work_after_answer(end_work_s)``: in a step that
    ends 1 s from now (after its commit reserve) and keeps 0.6 s for the work the answer sets off, a seat pacing
    at 5 s that took 0.01 s is padded by 0.39 s; the mutant padded it by 0.99 s, up to the step's end, so the
    end-of-episode audit had no time left. (A fake clock: nothing sleeps.)"""
    import time
    from types import SimpleNamespace

    from cosino_runtime.engine import asking
    from cosino_runtime.seats.deadline import COMMIT_RESERVE_S, step_ends_in

    now, slept = [100.0], []
    monkeypatch.setattr(time, "monotonic", lambda: now[0])
    monkeypatch.setattr(time, "sleep", lambda s: (slept.append(s), now.__setitem__(0, now[0] + s)))

    class Seat:
        pace_s = 5.0

        def act(self, observation):
            now[0] += 0.01
            return {"action": "call"}

    config = SimpleNamespace(agents=("house", "outside"), variant="holdem-hu", seed=1)
    episode = SimpleNamespace(config=config, decisions=0)
    with step_ends_in(COMMIT_RESERVE_S + 1.0):
        answer, spent = asking.ask_seat(
            episode, 0, {"variant": "holdem-hu"}, (0, 0), lambda *a: Seat(), lambda n: n == "outside", 0.6
        )
    assert (answer, spent) == ({"action": "call"}, 0)
    assert slept == [pytest.approx(0.39)]


def test_a_huge_negative_declared_pace_falls_back_to_the_quantum():
    """A defect found in this review: ``pace_of`` capped a declared int at 10 before making it a float, but
    not from below, so ``pace_s = -10**400`` raised OverflowError (and so would the decision that asked the
    seat) where every other pace that is no number of seconds falls back to the 25 ms quantum. Now it does
    too; -5 and 10**400 are as before."""
    from cosino_runtime.engine import asking

    for declared, pace in ((-(10**400), asking.DECISION_QUANTUM_S), (-5, asking.DECISION_QUANTUM_S)):

        class Seat:
            pace_s = declared

        assert asking.pace_of(Seat()) == pace
    Seat.pace_s = 10**400
    assert asking.pace_of(Seat()) == asking.MAX_PACE_S


def test_a_long_phh_label_is_cut_in_the_review_headings(cosino_cli, tmp_path):
    """A defect found in this review: a PHH section label is bounded only by the file (16 MiB), and ``review``
    printed it whole in the heading of every decision of its hand. A 100,000-character label made two headings
    of 100,054 characters (203,193 bytes of output); now the label is cut at 40 characters and an ellipsis
    (the longest line 186 characters, 3,279 bytes in all). A label of 40 or fewer is printed as before."""
    (tmp_path / "long.phhs").write_text(f"[{'x' * 100_000}]\n{HEADS_UP}")
    code, out, err = cosino_cli("review", str(tmp_path / "long.phhs"), "--seat", "Annabel", *FAST)
    assert (code, err) == (0, "")
    heads = [line.split(" (", 1)[0] for line in out.splitlines() if line.startswith("=== ")]
    label = "x" * 40 + "..."
    assert heads == [f"=== hand 1 [{label}] decision 2", f"=== hand 1 [{label}] decision 3"]
    assert max(map(len, out.splitlines())) < 300
    (tmp_path / "forty.phhs").write_text(f"[{'y' * 40}]\n{HEADS_UP}")
    code, out, err = cosino_cli("review", str(tmp_path / "forty.phhs"), "--seat", "Annabel", *FAST)
    assert code == 0 and f"=== hand 1 [{'y' * 40}] decision 2 (" in out


def test_the_temporary_file_beside_an_output_is_a_hidden_name(tmp_path, monkeypatch):
    """Kills files.py ``_temp_beside`` without ``prefix=".tmp-"``: the file written before the rename is named
    ``.tmp-...`` in the target's folder, a hidden name, which the viewer's server never serves (any part that
    starts with a dot is not found) and listings skip; the mutant named it ``tmp...``, so one left by a crash
    beside a replay was an ordinary file."""
    from cosino.primitives.files import create_once, write_atomic

    sources: list[str] = []
    real_replace, real_link = os.replace, os.link
    monkeypatch.setattr(os, "replace", lambda src, dst, **kw: (sources.append(src), real_replace(src, dst, **kw))[1])
    monkeypatch.setattr(os, "link", lambda src, dst, **kw: (sources.append(src), real_link(src, dst, **kw))[1])
    write_atomic(tmp_path / "a.json", "a")
    assert create_once(tmp_path / "b.json", b"b") is True
    assert [os.path.basename(s)[:5] for s in sources] == [".tmp-", ".tmp-"]
    assert {os.path.dirname(s) for s in sources} == {os.path.realpath(tmp_path)}
    assert sorted(os.listdir(tmp_path)) == ["a.json", "b.json"]
