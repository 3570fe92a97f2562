struct Part {}
