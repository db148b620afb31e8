// Shared by the core tests: the built-in catalogue, scenarios from JSON text, and relative
// comparison with a named tolerance.
#pragma once

#include "core/catalogue/catalogue.h"
#include "core/files/scenario_io.h"

#include <QTest>

#include <cmath>
#include <string>

namespace ridgeline::test {

inline const Catalogue& catalogue() {
    static const Catalogue cat = builtinCatalogue().value();
    return cat;
}

/// Parses a scenario that the test knows to be valid; fails the test with the problems if not.
inline Scenario scenario(const std::string& json) {
    const Result<Scenario> r = parseScenario(json, catalogue());
    if (!r) {
        std::string all;
        for (const Problem& p : r.problems())
            all += describe(p) + "; ";
        qFatal("test scenario invalid: %s", all.c_str());
    }
    return r.value();
}

inline bool near(double got, double want, double relTolerance) {
    return std::fabs(got - want) <= relTolerance * std::fabs(want);
}

} // namespace ridgeline::test

/// QVERIFY2 with the two numbers in the message.
#define RL_COMPARE_REL(got, want, tol)                                                             \
    QVERIFY2(ridgeline::test::near((got), (want), (tol)),                                          \
             qPrintable(QStringLiteral("got %1, want %2 (+-%3%)")                                  \
                            .arg((got), 0, 'g', 10)                                                \
                            .arg((want), 0, 'g', 10)                                               \
                            .arg((tol)*100)))
