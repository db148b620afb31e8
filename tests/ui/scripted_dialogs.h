// Dialogs answered by the test instead of a user, recording what was asked; and a watchdog that
// closes any modal widget left open by mistake (SpeedCrunch's uitestfixture), failing the test.
#pragma once

#include "ui/document/dialogs.h"

#include <QApplication>
#include <QTimer>
#include <QWidget>

namespace ridgeline::test {

class ScriptedDialogs : public ui::Dialogs {
public:
    Unsaved unsavedAnswer = Unsaved::Discard;
    QString openAnswer;
    QString saveAnswer;
    std::optional<ui::ExportOptions> pngAnswer;

    bool restoreAnswer = true;
    int restoreAsked = 0;

    int unsavedAsked = 0;
    int saveAsked = 0;
    struct Error {
        QString title, text;
        QStringList lines;
    };
    QList<Error> errors;

    Unsaved askUnsaved(QWidget*, const QString&) override {
        ++unsavedAsked;
        return unsavedAnswer;
    }
    bool askRestoreAutosave(QWidget*) override {
        ++restoreAsked;
        return restoreAnswer;
    }
    QString openFileName(QWidget*, const QString&, const QString&, const QString&) override {
        return openAnswer;
    }
    QString saveFileName(QWidget*, const QString&, const QString&, const QString&) override {
        ++saveAsked;
        return saveAnswer;
    }
    std::optional<ui::ExportOptions> pngOptions(QWidget*, const ui::ExportOptions&) override {
        return pngAnswer;
    }
    void showError(QWidget*, const QString& title, const QString& text,
                   const QStringList& lines) override {
        errors.append({title, text, lines});
    }
};

/// Closes any modal dialog every 200 ms and counts it: a test that opens one has a bug.
class ModalWatchdog : public QObject {
public:
    int closed = 0;
    ModalWatchdog() {
        timer_.setInterval(200);
        QObject::connect(&timer_, &QTimer::timeout, this, [this] {
            if (QWidget* w = QApplication::activeModalWidget()) {
                ++closed;
                w->close();
            }
        });
        timer_.start();
    }

private:
    QTimer timer_;
};

} // namespace ridgeline::test
