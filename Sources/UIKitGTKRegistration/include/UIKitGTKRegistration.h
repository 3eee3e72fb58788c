// The GTK host registers itself with Slate's host registry when the process loads.
//
// Swift has no load-time initialisers, so this C target holds the ELF constructor that does
// it. SwiftPM links every object file of every target an executable depends on, so an app
// that depends on the UIKitGTK product always contains the constructor, and an app or test
// that does not depend on it links no GTK at all.
#pragma once

/// Defined in UIKitGTK (GTKHost+Registration.swift): adds the GTK host to the registry.
void slate_register_gtk_host(void);
