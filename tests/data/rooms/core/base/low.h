// A room that includes a room above it (refused).
#pragma once

#include "core/plan/high.h"
