struct Widget {}
