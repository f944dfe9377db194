"""Adversarial input to the module: long chains, huge integers, signals, bad text.

Each case crashed the interpreter, raised pybind11's internal messages, or ran its signal
handlers only when the call returned (docs/limits-and-errors.md)."""

import os
import pickle
import signal
import threading
import time
from fractions import Fraction

import pytest

import cgt
import cgt.loopy

EMPTY_6X6 = "|".join(["......"] * 6)  # far too slow to finish in these tests


def chain(n):
    return "+".join(["1"] * n)


def test_long_chains_are_read_by_every_reader(tmp_path):
    # Each of these recursed once per term and crashed the interpreter (SIGSEGV).
    assert cgt.Game(chain(30000)) == 30000
    path = tmp_path / "chain.cgt"
    path.write_text("result = " + chain(50000) + "\n")
    assert cgt.load_dag(str(path)) == 50000
    # A forged pickle: what pickle.dumps writes for a Game (its class, NEWOBJ, then the DAG
    # notation as its state, BUILD), the notation a long chain.
    state = ("result = " + chain(40000) + "\n").encode()
    forged = (b"\x80\x04\x8c\x08cgt._cgt\x8c\x04Game\x93)\x81X" + len(state).to_bytes(4, "little")
              + state + b"b.")
    assert pickle.loads(forged) == 40000


def test_integers_cross_without_decimal_text():
    # Python refuses int <-> str conversions beyond 4,300 digits; cgt's numbers go further.
    digits = 5000
    twos = 2 * (10**digits - 1) // 9  # 222...2, 5000 digits
    g = cgt.Game("2" * digits)
    assert hash(g) == hash(twos)  # crashed the interpreter
    assert g.number() == twos
    assert (g.left_stop, g.right_stop, g.mean) == (twos, twos, twos)
    assert cgt.Game(2**15000).number() == 2**15000
    assert cgt.Game(-(2**15000)) == -cgt.Game(2**15000)
    half = Fraction(2**15000 + 1, 2**20)
    assert cgt.Game(half).number() == half
    # cgt's own limit: numerators of at most 2^20 bits.
    with pytest.raises(cgt.LimitError, match="2\\^20|1048576"):
        cgt.Game(2 ** (2**20 + 1))
    table = cgt.papers.table("gn-sequences", 10**12 - 1, 10**12 - 1)
    assert table[0]["A(n)"] == 1618033988748  # floor((10^12 - 1) * phi)


def test_a_forms_text_is_kept_only_within_the_memory_limit():
    # The explicit form of *20 has 6,973,568,801 characters (explicit_length): g.explicit grew
    # until memory ran out. Counted first, it is refused at once; the pretty form of gnsum(40)
    # (about 3.5 * 10^12 characters) stops as it passes the limit.
    previous = cgt.limits()["memory"]
    cgt.set_limits(memory=64 << 20)
    try:
        star = cgt.Game("*20")
        assert star.explicit_length == 6973568801
        with pytest.raises(cgt.LimitError, match="6973568801 characters"):
            star.explicit
        with pytest.raises(cgt.LimitError, match="does not fit the memory limit"):
            str(cgt.eval("gnsum(40)"))
        assert len(cgt.Game("*13").explicit) == 3188645
        assert cgt.Game("*3").explicit == "{0,{0|0},{0,{0|0}|0,{0|0}}|0,{0|0},{0,{0|0}|0,{0|0}}}"
    finally:
        cgt.set_limits(memory=previous)


def test_signal_handlers_run_while_the_engine_computes():
    class Alarm(Exception):
        pass

    def on_alarm(signum, frame):
        raise Alarm()

    previous = signal.signal(signal.SIGALRM, on_alarm)
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.5)
        start = time.monotonic()
        with pytest.raises(Alarm):
            cgt.rulesets.Domineering(EMPTY_6X6).value
        assert time.monotonic() - start < 5  # ran when the call returned: minutes later
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert cgt.rulesets.Domineering("..|..").value == cgt.Game("+-1")  # usable again


def test_a_sigterm_handler_that_returns_lets_the_computation_go_on():
    calls = []

    def on_term(signum, frame):
        calls.append(time.monotonic())
        if len(calls) == 2:
            raise TimeoutError("stopped by the second SIGTERM")

    def send_twice():
        for _ in range(2):
            time.sleep(0.5)
            os.kill(os.getpid(), signal.SIGTERM)

    previous = signal.signal(signal.SIGTERM, on_term)
    try:
        threading.Thread(target=send_twice, daemon=True).start()
        start = time.monotonic()
        with pytest.raises(TimeoutError):
            cgt.rulesets.Domineering(EMPTY_6X6).value
        assert len(calls) == 2
        assert calls[0] - start < 3  # the first ran during the call, which went on
    finally:
        signal.signal(signal.SIGTERM, previous)


def test_a_handler_may_not_call_cgt_during_a_computation():
    def on_alarm(signum, frame):
        cgt.Game("1")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.3)
        with pytest.raises(RuntimeError, match="signal handler"):
            cgt.rulesets.Domineering(EMPTY_6X6).value
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert cgt.Game("1") + 1 == 2


def test_bad_arguments_get_messages_of_cgt_not_of_pybind11():
    with pytest.raises(TypeError, match="set_limits: games must be an int"):
        cgt.set_limits(games="many")
    with pytest.raises(TypeError, match="time must be a number of seconds"):
        cgt.set_limits(time="soon")
    with pytest.raises(ValueError, match="not valid text"):
        cgt.Game("\udc80")
    with pytest.raises(SyntaxError) as error:
        cgt.Game("fo\x00o(1)")
    assert "\x00" not in str(error.value)


def test_text_with_a_lone_surrogate_is_refused_by_every_reader_of_text():
    # Found by the Python fuzzer (tests/fuzz/python_fuzzer.cpp): these took std::string, and
    # pybind11 refused such a str with its "incompatible function arguments" message.
    bad = "result = {1|0}\udc9b"
    for read in (cgt.Game.from_dag, cgt.Game.__new__(cgt.Game).__setstate__, cgt.loopy.game,
                 lambda text: cgt._cgt.eval(text, {}), lambda text: cgt._cgt.call(text, [])):
        with pytest.raises(ValueError, match="not valid text") as error:
            read(bad)
        assert "pybind11" not in str(error.value)
