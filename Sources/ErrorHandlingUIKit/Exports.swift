@_exported public import ErrorHandling
