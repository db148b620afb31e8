// The core with Qt (refused).
#include <QString>
