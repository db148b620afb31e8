// Shared set-up of the tests that drive the main window: a document over the built-in
// catalogue and its window with scripted dialogs, made afresh for each test function and torn
// down window first.
#pragma once

#include "scripted_dialogs.h"
#include "ui/document/document.h"
#include "ui/document/state_editor.h"
#include "ui/window/main_window.h"
#include "ui_fixture.h"

#include <memory>

namespace ridgeline::test {

class WindowFixture {
public:
    /// A fresh document and window (from a test's init()).
    void open() {
        close();
        doc_ = makeDocument();
        window_ = std::make_unique<ui::MainWindow>(doc_.get());
        window_->setDialogs(std::make_unique<ScriptedDialogs>());
    }

    /// The window, then its document (from a test's cleanup()).
    void close() {
        window_.reset();
        doc_.reset();
    }

    ui::Document* document() const { return doc_.get(); }
    ui::ScenarioModel* model() const { return doc_->model(); }
    ui::MainWindow* window() const { return window_.get(); }

    /// Sets the batch as the Batch control would (one undo step) and recomputes.
    void setBatch(int batch) {
        doc_->editor()->change(QStringLiteral("Batch"), [batch](ui::ScenarioState& s) {
            s.scenario.workload.batch = batch;
        });
        doc_->model()->flush();
    }

private:
    std::unique_ptr<ui::Document> doc_;
    std::unique_ptr<ui::MainWindow> window_;
};

} // namespace ridgeline::test
