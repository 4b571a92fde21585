// The `Attempts` actor of the back-off test in "Testing your error handling".
actor Attempts {
    private(set) var count = 0

    func next(failingFirst failures: Int) throws -> String {
        count += 1
        if count <= failures { throw URLError(.timedOut) }
        return "loaded"
    }
}

