// The residual spreads of the engine profiles and the coverage of their P10-P90 ranges, from
// every expressible row of tests/data/calibration.csv through the real path
// (calibration_predictions.h; the errors by category are tst_calibration's): the spreads in the
// catalogue are what docs/fidelity.md's method yields on the rows, and the ranges hold about
// 80 % of unseen measurements.
#include "tools/calibration/calibration_predictions.h"

#include <QTest>

using namespace ridgeline;
using calib::Outcome;

class CalibrationSpread : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void spreadsAsFitted();
    void rangesCoverRows();

private:
    calib::Predictions p_;
};

void CalibrationSpread::initTestCase() {
    // reads the 89 rows of tests/data/calibration.csv and predicts every one (the library's)
    const std::string error = p_.load(calib::defaultCsvPath());
    QVERIFY2(error.empty(), error.c_str());
    QVERIFY2(p_.problems.empty(), p_.problems.c_str());
}

// The spreads in the catalogue are what docs/fidelity.md's method yields on these rows: per
// profile and part, P10/P90 of the leave-one-out ratios of measured / predicted speed over its
// non-excluded rows (pooled with every fitted profile's when it has fewer than 5), at least
// +-10 %, rounded outwards; the generic profile's over every row with its constants; a profile
// with no row of a part (vLLM: generic constants) takes the generic spread. Prints the catalogue
// JSON it expects, and the in-sample spreads for comparison.
void CalibrationSpread::spreadsAsFitted() {
    const calib::SpreadData d = p_.spreadData();
    std::string mismatches;
    for (bool loo : {false, true}) {
        std::printf("\nResidual spreads, %s (catalogue \"spread\" objects%s):\n",
                    loo ? "leave-one-out" : "in-sample", loo ? "" : ", before");
        for (const EngineProfile& e : p_.catalogue->engines) {
            std::printf("%-26s", e.id.c_str());
            for (calib::Part part : calib::parts) {
                const auto [p10, p90] = calib::profileSpread(d, e.id, part, loo);
                const int rows = int(calib::ownRows(d, e.id, part));
                std::printf(" \"%s\": {\"p10\": %.2f, \"p90\": %.2f, \"rows\": %d}",
                            calib::partName(part), p10, p90, rows);
                const std::optional<ResidualSpread>& stored =
                    part == calib::Part::decode    ? e.decodeSpread
                    : part == calib::Part::prefill ? e.prefillSpread
                                                   : e.trainingSpread;
                if (loo && (!stored || std::fabs(stored->p10 - p10) > 0.005 ||
                            std::fabs(stored->p90 - p90) > 0.005 || stored->rows != rows))
                    mismatches += e.id + " " + calib::partName(part) + "; ";
            }
            std::printf("\n");
        }
    }
    std::fflush(stdout);
    QVERIFY2(mismatches.empty(), mismatches.c_str());
}

// The P10-P90 ranges of the own predictions hold about 80 % of unseen measurements (observed
// 38 / 51 = 75 % leaving each row out; 29 / 51 = 57 % with the in-sample spreads before). In-sample
// (the catalogue's ranges through the core, every row in the spreads it is judged by) and on unseen
// rows: each row's leave-one-out ratio against the band of the other rows' ratios, for spreads
// from in-sample and from leave-one-out residuals (docs/fidelity.md, "Coverage on the public
// rows").
void CalibrationSpread::rangesCoverRows() {
    std::map<std::string, std::pair<int, int>> tally; // part -> (inside, rows)
    for (const Outcome& o : p_.outcomes) {
        const auto part = calib::partOf(*o.row);
        if (o.excluded || !part || !o.ownRange)
            continue;
        QVERIFY2(o.ownRange->contains(*o.own), o.row->id.c_str());
        auto& [inside, rows] = tally[calib::partName(*part)];
        inside += o.ownRange->contains(o.row->value) ? 1 : 0;
        ++rows;
    }
    int inside = 0, rows = 0;
    std::printf("\nCoverage of the catalogue's P10-P90 ranges, in-sample (inside / rows):\n");
    for (const auto& [part, t] : tally) {
        std::printf("%-9s %d / %d\n", part.c_str(), t.first, t.second);
        inside += t.first;
        rows += t.second;
    }
    const double share = double(inside) / double(rows);
    std::printf("all       %d / %d = %.0f %%\n", inside, rows, share * 100);

    const calib::SpreadData d = p_.spreadData();
    const calib::Coverage before = calib::coverageOf(d, false), now = calib::coverageOf(d, true);
    std::printf("\nCoverage by method (%d rows): in-sample / each row left out\n", now.rows);
    for (const auto& [name, c] : {std::pair{"in-sample residual spreads", before},
                                  std::pair{"leave-one-out residual spreads", now}})
        std::printf("%-32s %d / %d   %d / %d = %.0f %%\n", name, c.inSample, c.rows, c.unseen,
                    c.rows, 100.0 * c.unseen / c.rows);
    std::fflush(stdout);
    // Bands built to hold 80 % of unseen rows hold more of the rows they were built from.
    QVERIFY2(share >= 0.8, qPrintable(QString::number(share)));
    const double unseen = double(now.unseen) / now.rows;
    QVERIFY2(unseen >= 0.7 && unseen <= 0.95, qPrintable(QString::number(unseen)));
}

QTEST_APPLESS_MAIN(CalibrationSpread)
#include "tst_calibration_spread.moc"
