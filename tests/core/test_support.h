// Shared by the core tests: the built-in catalogue, scenarios from JSON text, and relative
// comparison with a named tolerance.
#pragma once

#include "core/catalogue/catalogue.h"
#include "core/catalogue/catalogue_write.h"
#include "core/files/scenario_io.h"

#include <nlohmann/json.hpp>

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

/// `s` written out and read back, as `ridgeline-cli evaluate` reads a scenario a plan holds.
inline Scenario reread(const Scenario& s) {
    return scenario(scenarioToJson(s, catalogue()).dump());
}

inline bool near(double got, double want, double relTolerance) {
    return std::fabs(got - want) <= relTolerance * std::fabs(want);
}

/// What is wrong with the engine constant `key` (the Efficiency member `field`) of a user's
/// catalogue, or "" when nothing is: `base`'s profile, as "<base>-<key>" with `key` at `value`,
/// must read with the profile and each of its variants at `value` and write back equal, and at
/// `outside` it must be refused by a problem that names `key`. `read` receives the profile read.
inline std::string engineConstantProblem(const std::string& base, const std::string& key,
                                         double Efficiency::*field, double value, double outside,
                                         EngineProfile* read = nullptr) {
    nlohmann::json j = engineProfileToJson(*catalogue().engine(base));
    const std::string id = base + "-" + key;
    j["id"] = id;
    j[key] = value;
    const Result<Catalogue> got =
        withUserCatalogue(catalogue(), nlohmann::json{{"engines", {j}}}.dump(), "a.json");
    if (!got)
        return "not read: " + describe(got.problems()[0]);
    const EngineProfile& e = *got->engine(id);
    if (e.efficiency.*field != value)
        return "the profile does not take the value";
    for (const EfficiencyVariant& v : e.variants)
        if (v.efficiency.*field != value)
            return "variant " + v.memoryTypePrefix + " does not take the value";
    const std::string text = nlohmann::json{{"engines", {engineProfileToJson(e)}}}.dump();
    const Result<Catalogue> back = withUserCatalogue(catalogue(), text, "b.json");
    if (!back || !(*back->engine(id) == e))
        return "not written back equal";
    j[key] = outside;
    const Result<Catalogue> refused =
        withUserCatalogue(catalogue(), nlohmann::json{{"engines", {j}}}.dump(), "c.json");
    if (refused || refused.problems()[0].path.find(key) == std::string::npos)
        return "the value outside its range is not refused by name";
    if (read)
        *read = e;
    return {};
}

} // namespace ridgeline::test

/// QVERIFY2 with the two numbers in the message.
#define RL_COMPARE_REL(got, want, tol)                                                             \
    QVERIFY2(ridgeline::test::near((got), (want), (tol)),                                          \
             qPrintable(QStringLiteral("got %1, want %2 (+-%3%)")                                  \
                            .arg((got), 0, 'g', 10)                                                \
                            .arg((want), 0, 'g', 10)                                               \
                            .arg((tol)*100)))
