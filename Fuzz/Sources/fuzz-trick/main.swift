import FuzzTargets

// libFuzzer harness for `TrickTarget` (see docs/fuzzing.md). libFuzzer's own main drives
// the run and calls this function with each input; this file's top level is compiled
// under another name (Package.swift) and never runs.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    TrickTarget.run(FuzzInput.bytes(data, size))
    return 0
}
