// A higher room.
#pragma once
