// A core file outside every room (refused).
#pragma once
