// A higher part.
#pragma once

#include "ui/model/m.h"
