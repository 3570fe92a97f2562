import Home
