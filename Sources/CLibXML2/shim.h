#ifndef PACKTOOL_CLIBXML2_SHIM_H
#define PACKTOOL_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
/* Swift's Foundation ships its own ICU; the system ICU headers that libxml2
   pulls in when LIBXML_ICU_ENABLED is set clash with it. We use no ICU API. */
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

/* xmlFree is a global function pointer, which Swift 6 rejects as shared
   mutable state; call it through a function instead. */
static inline void packtool_xmlFree(void *p) { xmlFree(p); }

#endif
