let notCompiled = 1
