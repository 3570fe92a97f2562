struct HomeType {}
