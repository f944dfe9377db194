"""The checker of the documentation's examples fails on a stale example of each kind, passes the
same examples when they are true, and honours its markers: a check that cannot fail would let
the docs go stale unseen."""

import os
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import check_examples  # noqa: E402

BUILD = pathlib.Path(os.environ["CGT_BUILD_DIR"])


def check(tmp_path, text, *options):
    page = tmp_path / "page.md"
    page.write_text(text)
    r = subprocess.run([sys.executable, str(HERE / "check_examples.py"), "--build", str(BUILD),
                        *options, str(page)], capture_output=True, text=True, timeout=300)
    return r.returncode, r.stdout + r.stderr, page


# (a true example, the same example gone stale), one pair per kind of block
EXAMPLES = {
    "repl": ("```\ncgt> {0|1}\n1/2\ncgt> ^ + ^\n^^\n```\n",
             "```\ncgt> {0|1}\n1/2\ncgt> ^ + ^\n^^*\n```\n"),
    "shell": ("```\n$ cgt -e 'outcome(*)'\nN\n```\n", "```\n$ cgt -e 'outcome(*)'\nP\n```\n"),
    "doctest": ("```python\n>>> import cgt\n>>> cgt.Game('{1|0}').mean\n"
                "Fraction(1, 2)\n```\n",
                "```python\n>>> import cgt\n>>> cgt.Game('{1|0}').mean\n1\n```\n"),
    "script": ("```python\nimport cgt\nprint(cgt.Game('^') + cgt.Game('^'))\n```\n"
               "```text\n^^\n```\n",
               "```python\nimport cgt\nprint(cgt.Game('^') + cgt.Game('^'))\n```\n"
               "```text\n^\n```\n"),
    "listing": ("```sh\nbuild/tools/cgt/cgt -e '1'\n```\n",
                "```sh\nbuild/tools/cgt/no_such_program -e '1'\n```\n"),
}


def test_true_examples_pass_and_each_stale_one_fails(tmp_path):
    status, output, _ = check(tmp_path, "# Page\n\n" + "\n".join(t for t, _ in EXAMPLES.values()))
    assert status == 0 and f"{len(EXAMPLES)} passed, 0 failed" in output, output
    # the same examples gone stale: every one of them fails, each with its own report
    status, output, _ = check(tmp_path, "# Page\n\n" + "\n".join(s for _, s in EXAMPLES.values()))
    assert status == 1 and f"0 passed, {len(EXAMPLES)} failed" in output, output
    assert output.count("FAIL ") == len(EXAMPLES), output


def test_wildcards_stand_for_lines_and_line_ends(tmp_path):
    page = "```\n$ cgt -e '1' -e '2' -e '3' -e '{1|0}'\n1\n...\n{1 ...\n```\n"
    assert check(tmp_path, page)[0] == 0
    # a wildcard line still needs the lines after it
    assert check(tmp_path, page.replace("{1 ...", "{2 ..."))[0] == 1


def test_markers_mask_times_and_skip_blocks(tmp_path):
    timed = ("<!-- check: times vary -->\n```\n$ echo 'took 1.25 s, 3 MiB'\n"
             "took 9.9 s, 12 MiB\n```\n")
    assert check(tmp_path, timed)[0] == 0
    assert check(tmp_path, timed.replace("took 9.9", "lasted 9.9"))[0] == 1
    skipped = "<!-- check: skip (a cluster) -->\n```\n$ cgt -e 'outcome(*)'\nP\n```\n"
    status, output, _ = check(tmp_path, skipped)
    assert status == 0 and "1 skipped" in output


def test_update_rewrites_the_shown_output(tmp_path):
    status, _, page = check(tmp_path, "# Page\n\n" + EXAMPLES["repl"][1], "--update")
    assert status == 1
    assert page.read_text() == "# Page\n\n" + EXAMPLES["repl"][0]


def test_the_screen_is_read_as_a_terminal_shows_it():
    # a progress bar erased before the result leaves nothing; a carriage return overwrites
    bar = "x\r\n\rtask [###...]  50% 5/10\r\x1b[K[105351, 149459]\r\ncgt> "
    assert check_examples.screen_text(bar) == "x\n[105351, 149459]\ncgt> "
    assert check_examples.screen_text("abcdef\rXY\r\n") == "XYcdef\n"
    assert check_examples.screen_text("a\x1b[?2004hb\x1b[1mc\n") == "abc\n"
