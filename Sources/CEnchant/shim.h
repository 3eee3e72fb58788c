#ifndef SLATE_CENCHANT_SHIM_H
#define SLATE_CENCHANT_SHIM_H

/* Spelling: Enchant 2 checks words and suggests corrections through whichever provider has a
 * dictionary for the language (Hunspell's dictionaries on Debian). UITextChecker uses it. */
#include <enchant.h>

#endif
