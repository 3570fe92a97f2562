struct Root {}
