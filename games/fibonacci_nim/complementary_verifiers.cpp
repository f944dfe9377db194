// gfib-table-1, gfib-theorem-19, gfib-theorem-19-proof(-corrected) and gfib-question-21:
// global Fibonacci nim with r = infinity and complementary values (paper 000, section 7).
#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <tuple>

#include "games/fibonacci_nim/complementary.hpp"
#include "games/fibonacci_nim/global_solver.hpp"
#include "games/fibonacci_nim/paper_tables.hpp"
#include "games/fibonacci_nim/verifiers.hpp"
#include "games/number_theory/fibonacci_word.hpp"
#include "games/number_theory/wythoff_sequences.hpp"

namespace cgt::games {
namespace {

// The sets of Theorem 19's proof, named as in the paper: "AB - 2" is {A(B(n)) - 2 : n >= 1}.
struct NamedSet {
  std::string name;
  std::function<bool(std::int64_t)> contains;
};

bool in_ab(std::int64_t x) {  // x = A(B(n)) for some n >= 1
  auto n = wythoff_a_inverse(x);
  return n && in_wythoff_b(*n);
}
bool in_bb(std::int64_t x) {  // x = B(B(n))
  auto n = wythoff_b_inverse(x);
  return n && in_wythoff_b(*n);
}

NamedSet shifted(const char* base, bool (*member)(std::int64_t), std::int64_t minus) {
  return {minus == 0 ? std::string(base) : fmt::format("{} - {}", base, minus),
          [member, minus](std::int64_t n) { return n + minus >= 1 && member(n + minus); }};
}
NamedSet b_minus(std::int64_t d) {
  return shifted("B", in_wythoff_b, d);
}
NamedSet ab_minus(std::int64_t d) {
  return shifted("AB", in_ab, d);
}
NamedSet bb_minus(std::int64_t d) {
  return shifted("BB", in_bb, d);
}

Take at(const ThreePileTakeTable& t, std::int64_t a, std::int64_t b, std::int64_t c) {
  return t.at(static_cast<Pile>(a), static_cast<Pile>(b), static_cast<Pile>(c));
}

// A claim "(a, b, z; r) is in P for every z in S" of Theorem 19's proof.
struct PClaim {
  std::int64_t a, b, r;
  NamedSet set;
};

// The three-pile table T(x, y, w) of y <= max_middle, w <= upto: the shared, serial part of
// each job here, made once per worker process.
template <class Table>
std::shared_ptr<void> three_pile_table(Pile max_middle, const JobArgs& a, Progress& progress) {
  progress.start("three-pile table", static_cast<std::uint64_t>(a.upto));
  return std::make_shared<Table>(max_middle, static_cast<Pile>(a.upto), progress);
}

// Paper 000, Theorem 19 and the four P-families of its proof, for n <= upto: (3, 4, n; inf)
// is N; B-2, AB-2, AB-1, BB-1 partition the n >= 0 and equal PS(w_3), 1 + PS(w_4),
// 2 + PS(w_4), 4 + PS(w_5); and from each class the stated move reaches a P-position.
ShardedJob theorem19() {
  ShardedJob job = verifier_job(
      "gfib-theorem-19",
      "(3, 4, n; inf) is N for n <= N; the four classes B-2, AB-2, AB-1, BB-1 partition the "
      "integers, equal the shifted PS(w_a), and each gives its P-position",
      "paper 000, Theorem 19 and its proof", "n, the third pile", 10000, 2'000'000,
      units_zero_to_upto);
  job.prepare = [](const JobArgs& a, Progress& progress) {
    return three_pile_table<ThreePileTakeTable>(4, a, progress);
  };
  job.run = [](const JobArgs& args, void* prepared, Report& report, Progress& progress) {
    const auto& table = *static_cast<const ThreePileTakeTable*>(prepared);
    const std::array<PClaim, 4> families{{{3, 3, 2, b_minus(2)},
                                          {2, 4, 2, ab_minus(2)},
                                          {1, 4, 4, ab_minus(1)},
                                          {0, 4, 6, bb_minus(1)}}};
    // The same classes as shifted partial sums of Fibonacci words (letters 3,2 / 5,3 / 8,5).
    const std::array<std::pair<std::int64_t, int>, 4> words{{{0, 3}, {1, 4}, {2, 4}, {4, 5}}};
    std::uint64_t done = 0;
    args.for_each_unit([&](std::int64_t n) {
      report.begin_unit(n);
      report.add_checked(1);
      if (at(table, 3, 4, n) == kNoWinningTake)
        report.fail({fmt::format("(3, 4, {}; inf) is P", n), {{"n", std::to_string(n)}}});
      int classes = 0;
      for (std::size_t i = 0; i < families.size(); ++i) {
        const PClaim& f = families[i];
        const bool in = f.set.contains(n);
        const auto [shift, a] = words[i];
        if (in != (n >= shift && in_fibonacci_word_partial_sums(n - shift, a)))
          report.fail(
              {fmt::format("n = {}: {} and {} + PS(w_{}) differ", n, f.set.name, shift, a), {}});
        if (!in) continue;
        ++classes;
        report.count(
            fmt::format("n in {}: (3, 4, n; inf) -> ({}, {}, n; {})", f.set.name, f.a, f.b, f.r));
        if (at(table, f.a, f.b, n) <= static_cast<Take>(f.r))
          report.fail(
              {fmt::format("({}, {}, {}; {}) is N, for n in {}", f.a, f.b, n, f.r, f.set.name),
               {}});
      }
      if (classes != 1)
        report.fail({fmt::format("n = {} lies in {} of the four classes", n, classes), {}});
      progress.update(++done);
    });
  };
  return job;
}

// The lower-level P-positions and the set inclusions that Theorem 19's proof states. As
// written, two say BB - 3 where BB - 4 holds; `corrected` uses BB - 4 there.
struct ProofClaims {
  std::vector<PClaim> p_positions;
  std::vector<std::pair<NamedSet, NamedSet>> inclusions;  // first is a subset of second
};

ProofClaims theorem19_proof_claims(bool corrected) {
  const NamedSet bb_small = corrected ? bb_minus(4) : bb_minus(3);
  return {{{0, 1, 2, b_minus(1)},
           {0, 1, 6, bb_small},
           {0, 2, 4, ab_minus(1)},
           {0, 3, 2, ab_minus(0)},
           {1, 1, 2, b_minus(2)},
           {1, 1, 4, bb_minus(0)},
           {1, 2, 2, bb_minus(1)},
           {1, 3, 2, ab_minus(2)},
           {2, 2, 2, b_minus(2)},
           {2, 2, 4, bb_minus(0)},
           {2, 3, 2, ab_minus(1)}},
          {{bb_small, ab_minus(2)},
           {ab_minus(2), b_minus(1)},
           {ab_minus(0), b_minus(2)},
           {bb_minus(0), b_minus(2)},
           {bb_minus(0), ab_minus(3)},
           {ab_minus(3), b_minus(2)},
           {bb_minus(3), ab_minus(1)}}};
}

// Theorem 19's proof, for z <= upto: a unit is one claim, the P-positions first. A claim that
// fails keeps a row (what it claims, its smallest failing z, how often it fails), which
// finish turns into a note.
ShardedJob theorem19_proof(std::string name, std::string summary, std::string source,
                           bool corrected) {
  ShardedJob job = verifier_job(
      std::move(name), std::move(summary), std::move(source),
      "one claim of the proof: 11 P-positions, then 7 inclusions", 2000, 2'000'000,
      [corrected](const JobArgs&) {
        const ProofClaims claims = theorem19_proof_claims(corrected);
        return UnitRange{
            0, static_cast<std::int64_t>(claims.p_positions.size() + claims.inclusions.size()) - 1};
      });
  job.prepare = [](const JobArgs& a, Progress& progress) {
    return three_pile_table<ThreePileTakeTable>(3, a, progress);
  };
  job.run = [corrected](const JobArgs& args, void* prepared, Report& report,
                        Progress& progress) {
    const auto& table = *static_cast<const ThreePileTakeTable*>(prepared);
    const ProofClaims claims = theorem19_proof_claims(corrected);
    // Checks the claim `what` on the z <= upto in `set`: `holds(z)` or a failure `failure(z)`.
    auto check = [&](const std::string& what, const NamedSet& set, auto&& holds, auto&& failure) {
      std::uint64_t bad = 0;
      std::int64_t smallest = -1;
      for (std::int64_t z = 0; z <= args.upto; ++z) {
        if (!set.contains(z)) continue;
        report.add_checked(1);
        report.count(what);
        if (holds(z)) continue;
        if (bad++ == 0) smallest = z;
        report.fail(failure(z));
      }
      if (bad) report.add_row({what, std::to_string(smallest), std::to_string(bad)});
    };
    std::uint64_t done = 0;
    args.for_each_unit([&](std::int64_t u) {
      report.begin_unit(u);
      const auto i = static_cast<std::size_t>(u);
      if (i < claims.p_positions.size()) {
        const PClaim& c = claims.p_positions[i];
        const std::string what =
            fmt::format("({}, {}, z; {}) in P for z in {}", c.a, c.b, c.r, c.set.name);
        check(
            what, c.set,
            [&](std::int64_t z) { return at(table, c.a, c.b, z) > static_cast<Take>(c.r); },
            [&](std::int64_t z) {
              return Failure{fmt::format("({}, {}, {}; {}) is N although {} is in {}", c.a, c.b,
                                         z, c.r, z, c.set.name),
                             {{"claim", what}, {"z", std::to_string(z)}}};
            });
      } else {
        // References, not a structured binding: clang before 16 lets no lambda capture one.
        const auto& inclusion = claims.inclusions[i - claims.p_positions.size()];
        const auto& x = inclusion.first;
        const auto& y = inclusion.second;
        const std::string what = fmt::format("{} is a subset of {}", x.name, y.name);
        check(
            what, x, [&](std::int64_t z) { return y.contains(z); },
            [&](std::int64_t z) {
              return Failure{fmt::format("{} is in {} but not in {}", z, x.name, y.name),
                             {{"claim", what}}};
            });
      }
      progress.update(++done);
    });
  };
  job.finish = [](Report& report) {
    for (const ReportRow& row : report.rows)
      report.notes.push_back(fmt::format("{} fails {} times for z <= the bound; smallest z = {}",
                                         row.cells.at(0), row.cells.at(2), row.cells.at(1)));
  };
  return job;
}

// Paper 000 Table 1 (b searched up to `upto`): a unit is a row n1 of the table; the last unit,
// after the rows, checks Theorem 17's uniqueness on triples <= 6 and Remark 18's four
// P-positions.
constexpr std::int64_t kTable1Rows = 16;

void table1_row(const ComplementaryTable& computed, Pile n1, std::int64_t upto, Report& report) {
  const auto& paper = paper000_table1();
  for (Pile n2 = 0; n2 < kTable1Rows; ++n2) {
    const std::int64_t entry = paper[n1][n2];
    const std::optional<Pile> value = computed.value(n1, n2);
    int p_positions = 0;
    for (Pile b = 0; b <= static_cast<Pile>(upto); ++b)
      p_positions += computed.take(n1, n2, b) == kNoWinningTake;
    report.add_checked(static_cast<std::uint64_t>(upto) + 1);
    report.count("pairs with at most one b (Theorem 17)", p_positions <= 1);
    if (p_positions > 1)
      report.fail({fmt::format("({}, {}) has {} complementary values", n1, n2, p_positions), {}});
    if (entry != kNoEntry && entry > upto) {
      report.count("entries beyond the searched bound");
      continue;
    }
    report.count(entry == kNoEntry ? "boxed infinities: no value <= bound" : "entries matched",
                 value.has_value() == (entry != kNoEntry) && (!value || *value == entry));
    if (value.has_value() != (entry != kNoEntry) || (value && *value != entry))
      report.fail(
          {fmt::format("complementary value of ({}, {})", n1, n2),
           {{"paper", entry == kNoEntry ? "infinity" : std::to_string(entry)},
            {"computed", value ? std::to_string(*value) : fmt::format("none <= {}", upto)}}});
  }
}

void table1_triples_and_remark18(std::int64_t upto, Report& report) {
  GlobalSolver solver(MoveDynamic::kFibonacci);
  const std::int64_t triple_bound = std::min<std::int64_t>(upto, 100);
  for (std::int64_t a = 0; a <= 6; ++a)
    for (std::int64_t b = a; b <= 6; ++b)
      for (std::int64_t c = b; c <= 6; ++c) {
        int p_positions = 0;
        for (std::int64_t d = 0; d <= triple_bound; ++d) {
          const std::array<std::int64_t, 4> piles{a, b, c, d};
          p_positions += solver.least_winning_take(piles) == kNoWinningTake;
        }
        report.count("triples with at most one b <= 100 (Theorem 17)", p_positions <= 1);
        if (p_positions > 1)
          report.fail(
              {fmt::format("({}, {}, {}) has {} complementary values", a, b, c, p_positions), {}});
      }
  const std::array<std::array<std::int64_t, 3>, 4> remark18{
      {{1, 47, 72}, {2, 41, 139}, {2, 93, 345}, {8, 9, 53}}};
  for (const auto& position : remark18) {
    report.count("Remark 18 positions in P", solver.is_p(position, std::nullopt));
    if (!solver.is_p(position, std::nullopt))
      report.fail(
          {fmt::format("({}, {}, {}; inf) is N", position[0], position[1], position[2]), {}});
  }
}

ShardedJob table1() {
  ShardedJob job = verifier_job(
      "gfib-table-1",
      "complementary values of Table 1 (b searched up to N, including the two infinities), "
      "Theorem 17's uniqueness, Remark 18's four P-positions",
      "paper 000, Table 1, Theorem 17, Remark 18",
      "n1, a row of Table 1 (0..15); 16: the triples of Theorem 17 and Remark 18", 400, 100'000,
      [](const JobArgs&) {
        return UnitRange{0, kTable1Rows};
      });
  job.prepare = [](const JobArgs& a, Progress& progress) -> std::shared_ptr<void> {
    progress.start("three-pile table", static_cast<std::uint64_t>(a.upto));
    return std::make_shared<ComplementaryTable>(kTable1Rows - 1, static_cast<Pile>(a.upto),
                                                progress);
  };
  job.run = [](const JobArgs& args, void* prepared, Report& report, Progress& progress) {
    const auto& computed = *static_cast<const ComplementaryTable*>(prepared);
    std::uint64_t done = 0;
    args.for_each_unit([&](std::int64_t u) {
      report.begin_unit(u);
      if (u < kTable1Rows)
        table1_row(computed, static_cast<Pile>(u), args.upto, report);
      else
        table1_triples_and_remark18(args.upto, report);
      progress.update(++done);
    });
  };
  return job;
}

// Question 21: pairs n1 <= n2 <= upto with no complementary value up to the bound
// max(400, 12 * upto) (the values of pairs up to 200 stay below 10 * 200). A unit is a row
// n1; its row keeps the row's largest value and its n2 ("" when the row has none), then the
// n2 without a value, from which finish writes the notes.
Pile question21_bound(std::int64_t upto) {
  return static_cast<Pile>(std::max<std::int64_t>(400, 12 * upto));
}

ShardedJob question21() {
  ShardedJob job = verifier_job(
      "gfib-question-21",
      "two-pile positions (n1, n2; inf), n1 <= n2 <= N, with no complementary value <= "
      "max(400, 12 N): a search, not a proof",
      "paper 000, Question 21", "n1, the smaller pile", 40, 250, units_zero_to_upto);
  job.prepare = [](const JobArgs& a, Progress& progress) -> std::shared_ptr<void> {
    progress.start("three-pile table", question21_bound(a.upto));
    return std::make_shared<ComplementaryTable>(static_cast<Pile>(a.upto),
                                                question21_bound(a.upto), progress);
  };
  job.run = [](const JobArgs& args, void* prepared, Report& report, Progress& progress) {
    const auto& computed = *static_cast<const ComplementaryTable*>(prepared);
    const Pile bound = question21_bound(args.upto);
    std::uint64_t done = 0;
    args.for_each_unit([&](std::int64_t unit) {
      report.begin_unit(unit);
      const auto n1 = static_cast<Pile>(unit);
      std::optional<Pile> largest;
      Pile largest_n2 = 0;
      std::vector<std::string> without;
      for (Pile n2 = n1; n2 <= static_cast<Pile>(args.upto); ++n2) {
        report.add_checked(1);
        const std::optional<Pile> value = computed.value(n1, n2);
        if (!value) {
          report.count(fmt::format("pairs with no complementary value <= {}", bound));
          without.push_back(std::to_string(n2));
          continue;
        }
        report.count("pairs with a complementary value");
        if (!largest || *value > *largest) std::tie(largest, largest_n2) = std::tie(value, n2);
      }
      std::vector<std::string> row{largest ? std::to_string(*largest) : "",
                                   largest ? std::to_string(largest_n2) : ""};
      row.insert(row.end(), without.begin(), without.end());
      report.add_row(std::move(row));
      progress.update(++done);
    });
  };
  job.finish = [](Report& report) {
    // The first pair, in the order (n1, n2), with the largest value; (0, 0) when all are 0.
    std::int64_t largest = 0, largest_n1 = 0, largest_n2 = 0;
    std::string list;
    for (const ReportRow& row : report.rows) {
      if (!row.cells.at(0).empty() && std::stoll(row.cells[0]) > largest)
        std::tie(largest, largest_n1, largest_n2) =
            std::tuple{std::stoll(row.cells[0]), row.unit, std::stoll(row.cells.at(1))};
      for (std::size_t i = 2; i < row.cells.size(); ++i)
        list += fmt::format("{}({}, {})", list.empty() ? "" : ", ", row.unit, row.cells[i]);
    }
    const Pile bound = question21_bound(report.upto);
    report.notes.push_back(
        fmt::format("b searched up to {}; the largest complementary value found "
                    "is {}, of ({}, {})",
                    bound, largest, largest_n1, largest_n2));
    report.notes.push_back(fmt::format("pairs with no complementary value <= {}: {}", bound,
                                       list.empty() ? "none" : list));
  };
  return job;
}

}  // namespace

void add_complementary_jobs(JobRegistry& r) {
  r.add(table1());
  r.add(theorem19());
  r.add(theorem19_proof("gfib-theorem-19-proof",
                        "the lower-level P-positions and set inclusions stated in Theorem 19's "
                        "proof, z <= N, as written",
                        "paper 000, proof of Theorem 19", false));
  r.add(theorem19_proof("gfib-theorem-19-proof-corrected",
                        "as gfib-theorem-19-proof, with BB - 4 where the paper writes BB - 3",
                        "paper 000, proof of Theorem 19, corrected", true));
  r.add(question21());
}

void add_complementary_verifiers(VerifierRegistry& r) {
  JobRegistry jobs;
  add_complementary_jobs(jobs);
  for (const ShardedJob& job : jobs.all()) r.add(verifier_of(job));
}

}  // namespace cgt::games
