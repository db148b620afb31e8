// Shared set-up of the UI tests: the built-in catalogue, a model on the default state, and
// settings kept out of the user's home.
#pragma once

#include "core/catalogue/catalogue.h"
#include "ui/document/document.h"
#include "ui/model/scenario_model.h"

#include <QAbstractSpinBox>
#include <QStandardPaths>
#include <QTest>

#include <memory>

namespace ridgeline::test {

inline Catalogue catalogue() {
    static const Catalogue c = builtinCatalogue().value();
    return c;
}

inline std::unique_ptr<ui::ScenarioModel> makeModel() {
    QStandardPaths::setTestModeEnabled(true);
    return std::make_unique<ui::ScenarioModel>(catalogue());
}

/// A document over the built-in catalogue: it owns its model.
inline std::unique_ptr<ui::Document> makeDocument() {
    QStandardPaths::setTestModeEnabled(true);
    return std::make_unique<ui::Document>(catalogue());
}

/// Types `text` into a spin box as a user would and confirms it with Return.
inline void typeInto(QAbstractSpinBox* box, const QString& text) {
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

/// Relative comparison with a named tolerance.
inline bool near(double a, double b, double rel = 1e-9) {
    return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b));
}

} // namespace ridgeline::test
