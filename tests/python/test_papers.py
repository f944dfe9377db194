"""The papers' tables and verifiers from Python: plain data, checked against the papers' own
tables (tests/data) and against the rulesets' positions."""

import pytest

import cgt
from conftest import data_rows


def test_rcf_of_golden_nugget_heaps_matches_paper_004_table_3():
    for row in data_rows("paper004_table3_rcf.txt"):
        start = int(row[0])
        for j, printed in enumerate(row[1:]):
            assert cgt.papers.golden_nugget.rcf(start + j) == cgt.Game(printed), start + j
            assert cgt.papers.golden_nugget.GoldenNugget(start + j).value.rcf() == cgt.Game(printed), start + j


def test_named_tables_are_lists_of_plain_dicts():
    rows = cgt.papers.table("gn-values", 1, 30)
    assert len(rows) == 30 and list(rows[0]) == ["h", "value", "rcf(h)"]
    for row in rows:
        assert isinstance(row["h"], int)
        assert cgt.Game(str(row["value"])) == cgt.papers.golden_nugget.GoldenNugget(row["h"]).value
    assert {t["name"] for t in cgt.papers.tables()} >= {"gn-values", "gn-rcf"}
    with pytest.raises(ValueError, match="no table named"):
        cgt.papers.table("gn-valuez")
    with pytest.raises(ValueError, match="range"):
        cgt.papers.table("gn-values", 5, 1)


def test_verifiers_return_reports():
    report = cgt.papers.verify("gn-partition-corrected", 2000)
    assert report["passed"] and report["failure_count"] == 0 and report["checked"] > 2000
    # The paper's own statement has slips the verifier finds (see the README's list).
    report = cgt.papers.verify("gn-partition", 100)
    assert not report["passed"] and report["failures"][0]["what"]
    assert report["failure_count"] >= len(report["failures"]) > 0
    assert "gn-main-theorem" in {v["name"] for v in cgt.papers.verifiers()}
    with pytest.raises(ValueError, match="no verifier"):
        cgt.papers.verify("nothing")


def test_a_sequential_sweep_saves_checkpoints_and_resumes_from_them(tmp_path):
    # The single run is the reference; a run to 5000 continues from the checkpoint of one to 3000.
    single = cgt.papers.verify("gn-main-theorem", 5000)
    cgt.papers.verify("gn-main-theorem", 3000, out=str(tmp_path))
    resumed = cgt.papers.verify("gn-main-theorem", 5000, out=str(tmp_path))
    timeless = lambda report: {k: v for k, v in report.items() if k not in ("seconds", "digest")}
    assert timeless(resumed) == timeless(single)
    assert (tmp_path / "gn-main-theorem.report.json").exists()
    with pytest.raises(ValueError, match="beyond this run's --upto 100"):
        cgt.papers.verify("gn-main-theorem", 100, out=str(tmp_path))
    with pytest.raises(ValueError, match="saves no checkpoints"):
        cgt.papers.verify("gn-partition", 10, out=str(tmp_path))
