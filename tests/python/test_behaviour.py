"""How the module behaves around the computations: Ctrl-C, limits, threads and processes."""

import concurrent.futures
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

import cgt

EMPTY_6X6 = "|".join(["......"] * 6)  # far too slow to finish in these tests


def interrupt_after(seconds):
    def fire():
        time.sleep(seconds)
        os.kill(os.getpid(), signal.SIGINT)
    threading.Thread(target=fire, daemon=True).start()


def test_ctrl_c_raises_keyboard_interrupt_and_leaves_the_module_usable():
    interrupt_after(0.5)
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        cgt.rulesets.Domineering(EMPTY_6X6).value
    assert time.monotonic() - start < 5
    assert cgt.up + cgt.star() == cgt.Game("^*")
    assert cgt.rulesets.Domineering("..|..").value == cgt.Game("+-1")


def test_ctrl_c_stops_python_rules_in_their_own_code():
    class Endless(cgt.Ruleset):
        impartial = True

        def options(self, n):
            while True:
                pass

    interrupt_after(0.5)
    with pytest.raises(KeyboardInterrupt):
        Endless().value(1)
    assert cgt.rulesets.Nim(3).value == cgt.star(3)


def test_limits_stop_computations_with_limit_errors():
    saved = cgt.limits()
    try:
        cgt.set_limits(time=0.3)
        with pytest.raises(cgt.TimeLimitError):
            cgt.rulesets.Domineering(EMPTY_6X6).value
    finally:
        cgt.set_limits(**saved)
    assert cgt.limits() == saved
    assert cgt.rulesets.Domineering("..|..").value == cgt.Game("+-1")  # usable again


def test_the_memory_limit_stops_a_computation_whose_own_entries_do_not_fit():
    # In a fresh interpreter: here the tables keep what the tests before computed, and a
    # computation may find its values there or evict them rather than need room of its own.
    code = ("import cgt\n"
            "cgt.set_limits(memory=cgt.usage()['bytes'] + 20000)\n"
            "try:\n"
            "    cgt.rulesets.Domineering('|'.join(['#.....'] * 5)).value\n"
            "except cgt.LimitError as e:\n"
            "    print(e)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert "memory limit" in result.stdout


def test_bad_limits_name_the_argument():
    with pytest.raises(ValueError, match="memory must be at least 1"):
        cgt.set_limits(memory=0)
    with pytest.raises(ValueError, match="time must be between"):
        cgt.set_limits(time=-1)


def switch_sum(k):
    return sum((cgt.Game.from_options([n], [-n]) for n in range(1, k + 1)), cgt.zero)


def test_calls_from_several_threads_are_serialised_and_exact():
    expected = {k: switch_sum(k) for k in range(1, 25)}
    results = {}

    def work(k):
        results[k] = switch_sum(k)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(1, 25)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == expected


def value_in_worker(game):
    return game + game, game.temperature


def test_games_cross_process_boundaries_by_pickling():
    games = [cgt.Game(text) for text in ("{2|1||0}", "^*", "+-3", "{1|0,*}")]
    with concurrent.futures.ProcessPoolExecutor(max_workers=2) as pool:
        answers = list(pool.map(value_in_worker, games))
    assert answers == [(g + g, g.temperature) for g in games]


def test_version_is_the_packages_version():
    import pathlib
    import tomllib
    pyproject = pathlib.Path(__file__).resolve().parents[2] / "pyproject.toml"
    with open(pyproject, "rb") as f:
        assert cgt.__version__ == tomllib.load(f)["project"]["version"]
