judge-heading = Kontroli mian programon
