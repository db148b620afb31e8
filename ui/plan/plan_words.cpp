#include "ui/plan/plan_words.h"

#include <QCoreApplication>

namespace ridgeline::ui {

QString rejectReasonWords(RejectReason r) {
    const char* text = nullptr;
    switch (r) {
    case RejectReason::doesNotFit:
        text = QT_TRANSLATE_NOOP("Plan", "does not fit in memory");
        break;
    case RejectReason::noPrice:
        text = QT_TRANSLATE_NOOP("Plan", "no price for the chosen pricing");
        break;
    case RejectReason::tooSlowPerToken:
        text = QT_TRANSLATE_NOOP("Plan", "too slow per token");
        break;
    case RejectReason::firstTokenTooLate:
        text = QT_TRANSLATE_NOOP("Plan", "first token too late");
        break;
    case RejectReason::answerTooLate:
        text = QT_TRANSLATE_NOOP("Plan", "answer too late");
        break;
    case RejectReason::tooFewGpus:
        text = QT_TRANSLATE_NOOP("Plan", "needs more GPUs than allowed");
        break;
    case RejectReason::missesDeadline:
        text = QT_TRANSLATE_NOOP("Plan", "misses the deadline");
        break;
    case RejectReason::overCostCeiling:
        text = QT_TRANSLATE_NOOP("Plan", "over the cost ceiling");
        break;
    case RejectReason::overBudget:
        text = QT_TRANSLATE_NOOP("Plan", "over budget");
        break;
    case RejectReason::splitNotCheaper:
        text = QT_TRANSLATE_NOOP("Plan", "disaggregated: not cheaper than co-located");
        break;
    }
    return text ? QCoreApplication::translate("Plan", text)
                : QString::fromUtf8(rejectReasonText(r).data(), int(rejectReasonText(r).size()));
}

} // namespace ridgeline::ui
