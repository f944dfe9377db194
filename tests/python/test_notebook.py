"""The example notebook runs headless and shows games in LaTeX and thermographs as SVG."""

import pathlib

import nbclient
import nbformat

NOTEBOOK = pathlib.Path(__file__).resolve().parents[2] / "examples" / "python" / "tour.ipynb"


def test_example_notebook_runs_and_renders():
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    nbclient.NotebookClient(notebook, timeout=120, kernel_name="python3",
                            resources={"metadata": {"path": str(NOTEBOOK.parent)}}).execute()
    outputs = [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    data = [o.get("data", {}) for o in outputs]
    assert any(d.get("text/latex") == "$\\{4 \\mid 2 \\mid\\mid -1\\}$" for d in data)
    assert any("<svg" in d.get("image/svg+xml", "") for d in data)
    # The Grundy values of subtraction {1, 3, 4} have period 7: 0 1 0 1 2 3 2 (Winning Ways, ch. 4).
    assert any(d.get("text/plain") == "[0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0]" for d in data)
