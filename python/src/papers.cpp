// The papers' named tables and verifiers from Python, as plain data: a table is a list of dicts
// (one per row, keyed by the header), a verification report a dict. pandas takes both as they
// are: pandas.DataFrame(cgt.table("gn-values")).
#include <pybind11/stl.h>

#include <regex>

#include "cgt/big_int.hpp"
#include "cgt/notation/printable.hpp"
#include "games/named_tables.hpp"
#include "games/sharding/sweep_checkpoint.hpp"
#include "games/verification.hpp"
#include "python/src/bindings.hpp"
#include "python/src/conversions.hpp"
#include "python/src/engine_call.hpp"

namespace py = pybind11;

namespace cgt::python {
namespace {

const games::TableRegistry& tables() {
  static const games::TableRegistry registry = games::all_tables();
  return registry;
}

const games::VerifierRegistry& verifiers() {
  static const games::VerifierRegistry registry = games::all_verifiers();
  return registry;
}

// Integer cells become ints, so that numeric columns are numeric; the rest stays text.
py::object cell(const std::string& text) {
  static const std::regex integer("-?[0-9]+");
  if (std::regex_match(text, integer)) return int_object(BigInt(text));
  return py::str(text);
}

py::list table(const std::string& name, std::optional<std::int64_t> from,
               std::optional<std::int64_t> to) {
  const games::NamedTable* t = tables().find(name);
  if (!t) throw py::value_error("no table named '" + name + "'; cgt.tables() lists them");
  std::int64_t first = from.value_or(t->default_from), last = to.value_or(t->default_to);
  if (first < 0 || last > t->max_to || first > last)
    throw py::value_error("table " + name + ": the range must satisfy 0 <= start <= stop <= " +
                          std::to_string(t->max_to));
  games::check_table_rows(*t, first, last);
  TextTable text = engine_call([&] {
    Progress quiet;
    return t->build(first, last, quiet);
  });
  py::list rows;
  for (const auto& row : text.rows) {
    py::dict record;
    for (std::size_t i = 0; i < row.size() && i < text.header.size(); ++i)
      record[py::str(text.header[i])] = cell(row[i]);
    rows.append(std::move(record));
  }
  return rows;
}

py::dict report_dict(const games::Report& r) {
  py::dict counts;
  for (const auto& [key, n] : r.counts) counts[py::str(key)] = n;
  py::list failures;
  for (const games::Failure& f : r.failures) {
    py::dict failure;
    failure["what"] = f.what;
    for (const auto& [key, value] : f.fields) failure[py::str(key)] = value;
    failures.append(std::move(failure));
  }
  return py::dict(py::arg("name") = r.name, py::arg("upto") = r.upto,
                  py::arg("checked") = r.checked, py::arg("passed") = r.passed(),
                  py::arg("counts") = counts, py::arg("failure_count") = r.failure_count,
                  py::arg("failures") = failures, py::arg("notes") = r.notes,
                  py::arg("seconds") = r.seconds);
}

py::dict verify(const std::string& name, std::optional<std::int64_t> upto,
                std::optional<std::string> out) {
  const games::Verifier* v = verifiers().find(name);
  if (!v) throw py::value_error("no verifier named '" + name + "'; cgt.verifiers() lists them");
  if (out && !v->run_resumably)
    throw py::value_error(name + " saves no checkpoints (out=): only the sequential sweeps do");
  std::string failed_save;
  games::Report report = engine_call([&] {
    Progress quiet;
    std::int64_t n = upto.value_or(v->default_upto);
    return out ? games::run_with_checkpoints(*v, n, quiet, *out, {}, &failed_save)
               : games::run_verifier(*v, n, quiet);
  });
  // The report is whole: return it, and say that its checkpoint was not saved.
  if (!failed_save.empty() &&
      PyErr_WarnEx(PyExc_RuntimeWarning,
                   ("the report is complete, but its checkpoint could not be saved: " +
                    printable(failed_save))
                       .c_str(),
                   1) != 0)
    throw py::error_already_set();
  return report_dict(report);
}

}  // namespace

void bind_papers(py::module_& m) {
  m.def("table", &table, py::arg("name"), py::arg("start") = py::none(),
        py::arg("stop") = py::none(),
        "The named table `name` for start..stop (its defaults when None), as a list of dicts.");
  m.def("tables", [] {
        py::list out;
        for (const games::NamedTable& t : tables().all())
          out.append(py::dict(py::arg("name") = t.name, py::arg("summary") = t.summary,
                              py::arg("start") = t.default_from, py::arg("stop") = t.default_to,
                              py::arg("max_stop") = t.max_to));
        return out;
      }, "The named tables: name, summary, default range and largest stop.");
  m.def("verify", &verify, py::arg("name"), py::arg("upto") = py::none(),
        py::arg("out") = py::none(),
        "Runs the verifier `name` on every case up to `upto` (its default when None) and returns "
        "its report as a dict (checked, counts, failures, passed, ...). A sequential sweep "
        "(gn-main-theorem) with `out`, a folder, saves checkpoints there and resumes from them, "
        "as `cgt verify NAME --out DIR`.");
  m.def("verifiers", [] {
        py::list out;
        for (const games::Verifier& v : verifiers().all())
          out.append(py::dict(py::arg("name") = v.name, py::arg("summary") = v.summary,
                              py::arg("source") = v.source, py::arg("upto") = v.default_upto,
                              py::arg("max_upto") = v.max_upto));
        return out;
      }, "The verifiers of the papers' results: name, summary, source, default and largest bound.");
}

}  // namespace cgt::python
