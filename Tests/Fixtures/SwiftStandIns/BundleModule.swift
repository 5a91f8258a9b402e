// What SwiftPM generates for a target with resources: `Bundle.module`. A stand-in, for type-checking the PNG
// accessor outside a package build.
import Foundation

extension Bundle {
    static var module: Bundle { .main }
}
