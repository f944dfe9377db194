# Sphinx configuration of cgt's documentation: Markdown pages (MyST), the Python API from the
# module's docstrings (autodoc), and pages generated from the tool itself (`cgt --help-json`).
#
# The build needs the cgt tool and the Python module of one build: scripts/docs.sh (and the
# CTest test) pass them as CGT_TOOL and CGT_PYTHONPATH.
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

project = "cgt"
copyright = "the cgt authors"
extensions = ["myst_parser", "sphinx.ext.autodoc"]
source_suffix = {".md": "markdown"}
exclude_patterns = ["_build"]
myst_heading_anchors = 3
highlight_language = "text"  # transcripts and listings; code blocks name their language
html_theme = "alabaster"
html_theme_options = {"nosidebar": False, "page_width": "1100px", "body_max_width": "none"}
html_sidebars = {"**": ["about.html", "navigation.html", "searchbox.html"]}
autodoc_member_order = "bysource"

DOCS = Path(__file__).resolve().parent
TOOL = os.environ.get("CGT_TOOL", "")
if not TOOL or not os.access(TOOL, os.X_OK):
    raise RuntimeError("set CGT_TOOL to the cgt tool of a build (scripts/docs.sh does)")
if os.environ.get("CGT_PYTHONPATH"):
    sys.path.insert(0, os.environ["CGT_PYTHONPATH"])
REGISTRY = json.loads(subprocess.run([TOOL, "--help-json"], check=True, capture_output=True,
                                     text=True).stdout)
version = release = subprocess.run([TOOL, "--version"], check=True, capture_output=True,
                                   text=True).stdout.split()[-1]


def escape_cell(text):
    return text.replace("|", "\\|")


def example_results():
    """Each function's example evaluated by the tool (in a scratch folder: some write files)."""
    with tempfile.TemporaryDirectory() as work:
        def run(f):
            r = subprocess.run([TOOL, "-e", f["example"]], cwd=work, capture_output=True,
                               text=True, timeout=120)
            if r.returncode != 0:
                raise RuntimeError(f"the example of {f['name']} failed: {r.stderr}")
            return f["name"], r.stdout.rstrip("\n")
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            return dict(pool.map(run, REGISTRY["functions"]))


def heading_anchor(heading):
    """MyST's anchor of a heading: it keeps letters with accents (misère-play); \\w is Unicode."""
    return re.sub(r"[^\w]+", "-", heading.lower()).strip("-")


def functions_page():
    results = example_results()
    groups = {}
    for f in REGISTRY["functions"]:
        groups.setdefault(f["group"], []).append(f)
    out = ["Groups: " + ", ".join(f"[{g}](#{heading_anchor(g)})" for g in sorted(groups)) + ".",
           ""]
    for group in sorted(groups):
        out += [f"## {group}", ""]
        for f in groups[group]:
            out += [f"### {f['name']}", "", f"`{f['signature']}`: {f['summary']}.", "", "```",
                    f"cgt> {f['example']}", results[f["name"]], "```", ""]
    out += ["## Commands", "", "| command | what it does |", "| --- | --- |"]
    out += [f"| `{escape_cell(c['usage'])}` | {escape_cell(c['summary'])} |"
            for c in REGISTRY["commands"]]
    out += ["", "## Syntax", "", REGISTRY["syntax"], ""]
    return "\n".join(out)


def cgsuite_names_table():
    rows = ["| CGSuite | cgt |", "| --- | --- |"]
    signatures = {f["name"]: f["signature"] for f in REGISTRY["functions"]}
    for n in REGISTRY["cgsuite_names"]:
        rows.append(f"| `{n['cgsuite']}` | [`{escape_cell(signatures[n['cgt']])}`]"
                    f"(functions.md#{n['cgt']}) |")
    return "\n".join(rows)


def listed_pages(index_text):
    """The pages the index's tables of contents name."""
    names = set()
    for block in re.findall(r"```\{toctree\}\n(.*?)```", index_text, re.S):
        names.update(line.strip() for line in block.splitlines()
                     if line.strip() and not line.startswith(":"))
    return names


def more_topics(docname, index_text):
    """The pages of an index's folder that none of its tables of contents lists: a new page
    appears here by itself."""
    listed = listed_pages(index_text) | {"index"}
    folder = (DOCS / docname).parent
    extra = sorted(p.stem for p in folder.glob("*.md") if p.stem not in listed)
    if not extra:
        return ""
    return "```{toctree}\n:caption: More topics\n:maxdepth: 1\n\n" + "\n".join(extra) + "\n```\n"


def python_families(docname, text):
    """The API of every public submodule of cgt (cgt.rulesets, cgt.papers.wythoff, ...), found in
    the package: a new family's page needs no edit here."""
    import importlib
    import pkgutil
    cgt = importlib.import_module("cgt")
    names = [m.name for m in pkgutil.walk_packages(cgt.__path__, "cgt.")
             if not any(part.startswith("_") for part in m.name.split("."))]
    return "```{eval-rst}\n" + "".join(f".. automodule:: {n}\n   :members:\n\n"
                                       for n in names) + "```\n"


GENERATED = {  # marker name -> function of (page name, page text)
    "functions": lambda docname, text: functions_page(),
    "cgsuite-names": lambda docname, text: cgsuite_names_table(),
    "more-topics": more_topics,
    "python-families": python_families,
}


def fill_in(app, docname, source):
    def replace(match):
        return GENERATED[match.group(1)](docname, source[0])
    source[0] = re.sub(r"<!-- generated: ([a-z-]+) -->", replace, source[0])


def escape_notation(app, what, name, obj, options, lines):
    """Docstrings quote the game notation (*2, ^*): a star is no emphasis there. Indented lines
    (examples) stay as they are."""
    for i, line in enumerate(lines):
        if line and not line.startswith(" "):
            lines[i] = re.sub(r"(?<![*\\])\*(?!\*)", r"\\*", line)


def regenerated(app, env, added, changed, removed):
    """The pages with generated parts are read again at every build: a new page, or a new
    function of the tool, changes them without changing their files."""
    return ["index", "rulesets/index", "papers/index", "functions", "coming-from-cgsuite",
            "python-api"]


def setup(app):
    app.connect("env-get-outdated", regenerated)
    app.connect("source-read", fill_in)
    app.connect("autodoc-process-docstring", escape_notation)
