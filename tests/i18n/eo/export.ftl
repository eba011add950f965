mode-export = Eksporti
