#ifndef CDEFLATE_SHIM_H
#define CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
