#!/usr/bin/env python3
"""Runs the examples of documentation pages and compares their output with the output shown.

    check_examples.py --build BUILD [--update] PAGE.md...

What runs (docs/development.md describes it for authors):
  - a code block whose lines start with "cgt> ": a REPL session, typed line by line at the
    prompts of a real cgt in a pseudo-terminal of 80 columns;
  - a code block whose lines start with "$ ": shell commands, run by bash in a scratch folder
    shared by the page's blocks (where "build" is the build folder and the tools are on PATH),
    standard error merged into standard output; a command continues on lines ending in "\\";
  - a python block with ">>> " prompts: a doctest; a python block without: a script, whose
    output must equal the text block right after it, if there is one;
  - a sh block (commands without output): checked by "bash -n", and each program it names
    under build/ must exist.
Markers, on the line before a block: "<!-- check: skip (why) -->", "<!-- check: times vary -->"
(durations and sizes masked), "<!-- check: mask REGEX -->". In expected output a line "..."
stands for any lines, and a line ending in " ..." for any line that begins with the rest.
--update rewrites the shown output of the blocks that have no wildcard or mask from the build.
"""

import argparse
import contextlib
import difflib
import doctest
import io
import os
import pty
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import fcntl
import time
from pathlib import Path

PROMPT, MORE = "cgt> ", "...> "
TIMES = r"\d[\d,]*(\.\d+)?\s?(s|ms|us|µs|KiB|MiB|GiB|kB|KB|MB|GB)\b"
COMMAND_TIMEOUT = 600
SLOW = 5  # seconds: a block slower than this is reported, to keep the tests quick


class Block:
    def __init__(self, info, lines, start, end, markers):
        self.info = info          # the fence's info string: "", "python", "sh", ...
        self.lines = lines        # the block's lines, without the fences
        self.start = start        # index of the opening fence in the page's lines
        self.end = end            # index of the closing fence
        self.markers = markers    # the check markers before it

    @property
    def kind(self):
        first = next((l for l in self.lines if l.strip()), "")
        if self.info.startswith("{"):
            return None  # a directive (literalinclude, toctree, eval-rst)
        if self.info == "python":
            return "doctest" if any(l.startswith(">>> ") for l in self.lines) else "script"
        if self.info in ("", "console", "text") and any(l.startswith(PROMPT) for l in self.lines):
            return "repl"
        if self.info in ("", "console", "sh") and first.startswith("$ "):
            return "shell"
        if self.info in ("sh", "bash"):
            return "listing"
        return None

    @property
    def skipped(self):
        return any(m.startswith("skip") for m in self.markers)

    def masks(self):
        out = []
        for m in self.markers:
            if m == "times vary":
                out.append(TIMES)
            elif m.startswith("mask "):
                out.append(m[len("mask "):])
        return out


def read_blocks(lines):
    blocks, i, markers = [], 0, []
    while i < len(lines):
        line = lines[i]
        marker = re.fullmatch(r"\s*<!-- check: (.*?) -->\s*", line)
        if marker:
            markers.append(marker.group(1))
        elif re.match(r"\s*```", line):
            indent = len(line) - len(line.lstrip())
            info = line.strip()[3:].strip()
            j = i + 1
            while j < len(lines) and not (lines[j].strip() == "```" and
                                          len(lines[j]) - len(lines[j].lstrip()) == indent):
                j += 1
            body = [l[indent:] if l[:indent].strip() == "" else l for l in lines[i + 1:j]]
            blocks.append(Block(info, body, i, j, markers))
            markers, i = [], j
        elif line.strip():
            markers = []
        i += 1
    return blocks


# ---- comparison

def masked(text, masks):
    for m in masks:
        text = re.sub(m, "#", text)
    return text


def lines_match(expected, actual):
    """Expected lines with wildcards ("..." any lines; "X ..." a line beginning with X)."""
    memo = {}

    def match(i, j):
        if (i, j) in memo:
            return memo[i, j]
        if i == len(expected):
            result = j == len(actual)
        elif expected[i] == "...":
            result = any(match(i + 1, k) for k in range(j, len(actual) + 1))
        elif j == len(actual):
            result = False
        else:
            e, a = expected[i], actual[j]
            same = e == a or (e.endswith(" ...") and a.startswith(e[:-4]))
            result = same and match(i + 1, j + 1)
        memo[i, j] = result
        return result

    return match(0, 0)


def has_wildcards(lines):
    return any(l == "..." or l.endswith(" ...") for l in lines)


# ---- running

class Page:
    def __init__(self, path, build):
        self.path = path
        self.build = build
        self.work = Path(tempfile.mkdtemp(prefix="cgt-docs-"))
        (self.work / "build").symlink_to(build)
        paths = [build / "tools" / "cgt", build / "tools" / "cgt_mpi", build / "tools" / "bench"]
        self.env = dict(os.environ, LC_ALL="C.UTF-8", CGT_HISTORY="", PAGER="cat",
                        PATH=os.pathsep.join([str(p) for p in paths] + [os.environ["PATH"]]),
                        PYTHONPATH=str(build / "python"))
        self.python_globals = {}

    def close(self):
        shutil.rmtree(self.work, ignore_errors=True)


def repl_statements(lines):
    """The input lines of a transcript (after a prompt) and the banner before the first one."""
    inputs = []
    for line in lines:
        if line.startswith(PROMPT) or line.rstrip() == PROMPT.rstrip():
            inputs.append(line[len(PROMPT):])
        elif line.startswith(MORE):
            inputs.append(line[len(MORE):])
    return inputs


def screen_text(raw):
    """What a terminal shows for raw output: a carriage return goes back to the line's start and
    "ESC [K" erases to its end (so a progress bar erased before the result leaves no trace);
    other terminal controls show nothing."""
    lines, line, col = [], [], 0
    for token in re.findall(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b|\r\n|\r|\n|[^\x1b\r\n]+", raw):
        if token in ("\n", "\r\n"):
            lines.append("".join(line))
            line, col = [], 0
        elif token == "\r":
            col = 0
        elif token == "\x1b[K":
            del line[col:]
        elif not token.startswith("\x1b"):
            line[col:col + len(token)] = list(token)
            col += len(token)
    return "\n".join(lines + ["".join(line)])


def read_until_prompt(fd, deadline, raw):
    """Reads the terminal until its screen ends with a prompt; returns (text, prompt or None)."""
    while True:
        buffer = screen_text(raw.decode("utf-8", "replace"))
        for p in (PROMPT, MORE):
            if buffer.endswith(p):
                return buffer[:-len(p)], p
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("no prompt came back")
        ready, _, _ = select.select([fd], [], [], remaining)
        if not ready:
            continue
        try:
            data = os.read(fd, 65536)
        except OSError:
            data = b""
        if not data:
            return buffer, None
        raw += data


def run_repl(page, block):
    """The screen of a cgt REPL typed the block's statements, in the block's own form."""
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(page.work)
        env = dict(page.env, TERM="dumb")
        os.execve(str(page.build / "tools" / "cgt" / "cgt"), ["cgt"], env)
    try:
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 500, 80, 0, 0))
        deadline = time.monotonic() + COMMAND_TIMEOUT
        banner, prompt = read_until_prompt(fd, deadline, b"")
        screen = []
        first_prompt = next((i for i, l in enumerate(block.lines) if l.startswith(PROMPT)), 0)
        if first_prompt > 0:  # the block shows the banner
            screen += banner.rstrip("\n").split("\n")
        for line in repl_statements(block.lines):
            os.write(fd, line.encode() + b"\r")
            out, next_prompt = read_until_prompt(fd, deadline, b"")
            # readline's echo of the line, then the statement's output
            echo, _, output = out.partition("\n")
            screen.append((prompt + line).rstrip() if not line.strip() else prompt + line)
            if output:
                screen += output.rstrip("\n").split("\n")
            prompt = next_prompt
            if prompt is None:
                break
        os.write(fd, b"\x04")
    finally:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)
        os.close(fd)
    return screen


def shell_commands(lines):
    """[(command lines, expected output lines)] of a shell transcript."""
    commands, i = [], 0
    while i < len(lines):
        if not lines[i].startswith("$ "):
            i += 1
            continue
        command = [lines[i]]
        while command[-1].endswith("\\") and i + 1 < len(lines):
            i += 1
            command.append(lines[i])
        i += 1
        output = []
        while i < len(lines) and not lines[i].startswith("$ "):
            output.append(lines[i])
            i += 1
        commands.append((command, output))
    return commands


def run_shell(page, command_lines):
    text = "\n".join(command_lines)[2:]
    r = subprocess.run(["bash", "-c", text], cwd=page.work, env=page.env, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, timeout=COMMAND_TIMEOUT)
    out = r.stdout.decode("utf-8", "replace")
    return out.rstrip("\n").split("\n") if out.strip() else []


def run_python(page, code):
    out = io.StringIO()
    cwd = os.getcwd()
    os.chdir(page.work)
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(code, str(page.path), "exec"), page.python_globals)
    finally:
        os.chdir(cwd)
    return out.getvalue().rstrip("\n").split("\n")


def run_doctest(page, block, lineno):
    parser = doctest.DocTestParser()
    test = parser.get_doctest("\n".join(block.lines) + "\n", page.python_globals,
                              f"{page.path}:{lineno}", str(page.path), lineno)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report = io.StringIO()
    cwd = os.getcwd()
    os.chdir(page.work)
    try:
        result = runner.run(test, out=report.write, clear_globs=False)
    finally:
        os.chdir(cwd)
    page.python_globals.update(test.globs)  # the page's later blocks see its names
    return result.failed, report.getvalue()


def check_listing(page, block):
    text = "\n".join(block.lines)
    r = subprocess.run(["bash", "-n"], input=text.encode(), capture_output=True)
    problems = [r.stderr.decode()] if r.returncode else []
    for program in re.findall(r"(?<![\w/.])build/((?:tools|examples)/[\w/.-]+)", text):
        target = page.build / program
        if not target.exists():
            problems.append(f"build/{program} does not exist in the build")
    return problems


# ---- the checker

class Checker:
    def __init__(self, build, update):
        self.build = build
        self.update = update
        self.passed = self.failed = self.skipped = 0

    def fail(self, page, block, message):
        self.failed += 1
        print(f"FAIL {page.path}:{block.start + 1}: {message}")

    def compare(self, page, block, expected, actual, what):
        masks = block.masks()
        e = [masked(l, masks) for l in expected]
        a = [masked(l, masks) for l in actual]
        if lines_match(e, a):
            self.passed += 1
            return True
        diff = "\n".join(difflib.unified_diff(expected, actual, "shown", "produced", lineterm=""))
        self.fail(page, block, f"{what} differs:\n{diff}")
        return False

    def check_page(self, path):
        lines = path.read_text().split("\n")
        page = Page(path, self.build)
        blocks = read_blocks(lines)
        replacements = []  # (start, end, new lines) of the blocks' bodies, for --update
        try:
            for n, block in enumerate(blocks):
                kind = block.kind
                if kind is None:
                    continue
                if block.skipped:
                    self.skipped += 1
                    continue
                started = time.monotonic()
                try:
                    self.check_block(page, block, kind, blocks[n + 1:n + 2], replacements)
                except (subprocess.TimeoutExpired, TimeoutError) as e:
                    self.fail(page, block, f"timed out: {e}")
                except Exception as e:  # an example that raises is a failed example
                    self.fail(page, block, f"{type(e).__name__}: {e}")
                seconds = time.monotonic() - started
                if seconds > SLOW:
                    print(f"slow: {page.path}:{block.start + 1} took {seconds:.1f} s")
        finally:
            page.close()
        if self.update and replacements:
            for start, end, body in sorted(replacements, reverse=True):
                lines[start + 1:end] = body
            path.write_text("\n".join(lines))
            print(f"updated {len(replacements)} blocks of {path}")

    def check_block(self, page, block, kind, following, replacements):
        can_update = self.update and not block.masks() and not has_wildcards(block.lines)
        if kind == "repl":
            screen = run_repl(page, block)
            if not self.compare(page, block, block.lines, screen, "the REPL session") and can_update:
                replacements.append((block.start, block.end, screen))
        elif kind == "shell":
            body, all_same = [], True
            for command, expected in shell_commands(block.lines):
                actual = run_shell(page, command)
                body += command + actual
                if not self.compare(page, block, expected, actual, f"the output of {command[0]!r}"):
                    all_same = False
            if not all_same and can_update:
                replacements.append((block.start, block.end, body))
        elif kind == "doctest":
            failed, report = run_doctest(page, block, block.start + 2)
            if failed:
                self.fail(page, block, "the doctest failed:\n" + report)
            else:
                self.passed += 1
        elif kind == "script":
            actual = run_python(page, "\n".join(block.lines))
            output = following[0] if following and following[0].info == "text" and \
                following[0].start == block.end + 1 else None
            if output is not None:
                if not self.compare(page, output, output.lines, actual, "the script's output") \
                        and self.update and not has_wildcards(output.lines):
                    replacements.append((output.start, output.end, actual))
            else:
                self.passed += 1
        elif kind == "listing":
            problems = check_listing(page, block)
            if problems:
                self.fail(page, block, "; ".join(problems))
            else:
                self.passed += 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", required=True, type=Path, help="the build folder")
    parser.add_argument("--update", action="store_true",
                        help="rewrite the shown output from the build (review with git diff)")
    parser.add_argument("pages", nargs="+", type=Path)
    args = parser.parse_args()
    build = args.build.resolve()
    if not (build / "tools" / "cgt" / "cgt").exists():
        sys.exit(f"check_examples.py: no cgt tool in {build} (build it first)")
    sys.path.insert(0, str(build / "python"))
    checker = Checker(build, args.update)
    for page in args.pages:
        checker.check_page(page)
    print(f"{checker.passed} passed, {checker.failed} failed, {checker.skipped} skipped")
    sys.exit(1 if checker.failed else 0)


if __name__ == "__main__":
    main()
