#include "ui/ridge_words.h"

#include <QCoreApplication>

namespace ridgeline::ui::ridge {

QString gpuRidge() {
    return QCoreApplication::translate("Ridge", "GPU ridge");
}

QString engineRidge() {
    return QCoreApplication::translate("Ridge", "engine ridge");
}

QString passRidge(Pass pass) {
    switch (pass) {
    case Pass::prefill:
        return QCoreApplication::translate("Ridge", "prefill ridge");
    case Pass::trainingStep:
        return QCoreApplication::translate("Ridge", "step ridge");
    case Pass::verify:
        return QCoreApplication::translate("Ridge", "verify ridge");
    case Pass::decode:
        break;
    }
    return QCoreApplication::translate("Ridge", "decode ridge");
}

} // namespace ridgeline::ui::ridge
