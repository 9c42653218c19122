"""Developer tools kept out of the Lambda bundle: the moto harness, benchmarks, calibration."""
