// The system's zlib, for PackModel's one inflater (Sources/PackModel/Support/RawInflate.swift).
#include <zlib.h>
