// A window part that includes an executable (refused).
#pragma once

#include "app/cli/cli_table.h"
