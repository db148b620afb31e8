// A part that includes a part above it: the cycle model <-> document (refused).
#include "ui/document/d.h"
