Feature: Real incidents
  Each scenario loads one incident from the casebook (explainer/casebook), as
  encoded from published match reports, and checks what the Laws say about it.
  The first rule checks the Law's answer on the reported facts; the second checks
  what the VAR protocol makes of what the officials did on the day, and what
  would have changed the outcome.

  Rule: Every casebook incident has a checked decision
    Each incident in the casebook appears here at least once, with the clauses
    it turns on as tags, so the rule book and the casebook cannot drift apart.

    @casebook @OFF_POS_7 @VAR_FACT_1 @VAR_PRIN_2
    Example: Aspas against Morocco, June 2018: flagged, but just onside at Carvajal's cross, so the goal was given after the referee watched the replay
      Given the casebook incident "2018-06-25-spain-morocco-aspas"
      When we ask what would have changed the decision
      Then there is no offside offence
      And the goal stands
      And the decision is made under the 2018/19 Laws
      And the reasoning says that Aspas was behind the second-last opponent
      And the right call was a goal
      And the on-field decision is overturned
      And after the review play restarts with a kick-off by the defending team

    @casebook @OFF_OFF_2 @VAR_PRIN_1 @VAR_PRIN_2 @misconception
    Example: Stindl against Augsburg, January 2019: offside and going for the ball in front of Kobel, yet the goal stood
      Given the casebook incident "2019-01-26-gladbach-augsburg-stindl"
      When we ask what would have changed the decision
      Then Stindl is penalised for offside
      And Stindl's position is judged when Wendt shoots
      And the offence is interfering with an opponent
      And the reasoning says that Stindl interfered with Kobel by trying to play a ball close by
      And the explanation answers the belief that Stindl never touched the ball
      And the right call was no goal
      And the on-field decision stands as the referee's call, with no clear and obvious error
      And by Bild's account, Stindl would be penalised for offside

    @casebook @OFF_OFF_2 @OFF_MOJ_1 @VAR_FACT_2 @VAR_PRIN_2 @misconception
    Example: Tadić against Real Madrid, February 2019: offside in Courtois's way at Tagliafico's header, ruled out at the monitor
      Given the casebook incident "2019-02-13-ajax-realmadrid-tadic"
      When we ask what would have changed the decision
      Then Tadić is penalised for offside
      And Tadić's position is judged when Tagliafico heads the ball
      And the offence is interfering with an opponent
      And the goal is disallowed
      And the decision is made under the 2018/19 Laws
      And the explanation answers the belief that Tadić never touched the ball
      And the reasoning says that Tadić interfered with Courtois by being in his way
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned
      And the decision depends on whether Tadić affected an opponent
      And by Midday's account, the goal would stand

    @casebook @OFF_MOJ_1 @OFF_OFF_1 @VAR_FACT_1 @VAR_PRIN_2
    Example: Agüero against Tottenham, April 2019: the ball came to him off his team-mate Bernardo Silva, so Sterling's late winner is ruled out
      Given the casebook incident "2019-04-17-mancity-tottenham-aguero"
      When the referee applies the Laws
      Then Agüero is penalised for offside
      And Agüero's position is judged when the ball strikes Bernardo by accident
      And the offence is interfering with play
      And the goal is disallowed
      And the decision is made under the 2018/19 Laws
      And the reasoning says that Bernardo's touch was a moment of judgement
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned

    @casebook @OFF_POS_1 @VAR_FACT_2 @VAR_PRIN_2
    Example: Kerr against Brazil, June 2019: offside but judged not involved, so Mônica's own goal stands
      Given the casebook incident "2019-06-13-australia-brazil-kerr"
      When we ask what would have changed the decision
      Then there is no offside offence
      And the goal stands
      And the reasoning says that Kerr was not involved, so being in an offside position was no offence
      And the reasoning says that Mônica's deliberate play started a new phase
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned
      And the decision depends on whether Kerr affected an opponent
      And by BBC's account, the goal would stand
      And by Expressen's account, Kerr would be penalised for offside

    @casebook @OFF_POS_1 @OFF_POS_7 @VAR_PRIN_2 @misconception
    Example: White against Cameroon, June 2019: flagged but onside, and the offside Parris was not involved, so the goal was given
      Given the casebook incident "2019-06-23-england-cameroon-white"
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And Parris is in an offside position when Bronze passes
      And the reasoning says that Parris was not involved, so being in an offside position was no offence
      And the reasoning says that White was behind the second-last opponent
      And the explanation answers the belief that Parris was clearly beyond the defender
      And the on-field decision is overturned
      And after the review play restarts with a kick-off by the defending team

    @casebook @OFF_POS_2 @OFF_OFF_1 @VAR_FACT_1 @VAR_PRIN_2
    Example: White against the United States, July 2019: offside by a tiny margin, so her equaliser is ruled out on the VAR's word
      Given the casebook incident "2019-07-02-england-usa-white"
      When the referee applies the Laws
      Then White is penalised for offside
      And the offence is interfering with play
      And the goal is disallowed
      And the decision is made under the 2019/20 Laws
      And the review treats the call as a matter of fact
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned
      And after the review play restarts with an indirect free kick to the defending team

    @casebook @OFF_POS_4 @OFF_OFF_1 @OFF_MOJ_1
    Example: Sterling at West Ham, August 2019: offside by his shoulder at Silva's pass
      Given the casebook incident "2019-08-10-westham-mancity-sterling"
      When the referee applies the Laws
      Then Sterling is penalised for offside
      And Sterling's position is judged when Silva passes
      And the offence is interfering with play
      And the goal is disallowed
      And the reasoning says that Sterling's shoulder counted only by the practice of the time

    @casebook @OFF_POS_4 @EDITION_1
    Example: Sterling's shoulder replayed under the 2021/22 Laws counts by the text itself
      Given the casebook incident "2019-08-10-westham-mancity-sterling"
      When the 2021/22 Laws are applied
      Then Sterling is penalised for offside
      And the reasoning says that Sterling's shoulder counts
      And the reasoning says that the Laws asked for were applied

    @casebook @OFF_POS_4 @OFF_OFF_1
    Example: Firmino at Villa Park, November 2019: the "armpit" offside
      Given the casebook incident "2019-11-02-astonvilla-liverpool-firmino"
      When the referee applies the Laws
      Then Firmino is penalised for offside
      And Firmino's position is judged when Mané passes
      And the goal is disallowed
      And the reasoning says that Firmino's shoulder counted only by the practice of the time

    @casebook @OFF_OFF_2 @PHASE_2 @VAR_FACT_2 @VAR_PRIN_2 @misconception
    Example: Sigurdsson at Goodison, March 2020: offside on the ground in De Gea's line of vision, so Calvert-Lewin's winner is ruled out
      Given the casebook incident "2020-03-01-everton-manutd-sigurdsson"
      When we ask what would have changed the decision
      Then Sigurdsson is penalised for offside
      And Sigurdsson's position is judged when Calvert-Lewin shoots
      And the offence is interfering with an opponent
      And the goal is disallowed
      And the explanation answers the belief that Sigurdsson never touched the ball
      And the reasoning says that Maguire's touch was not a deliberate play, so it did not start a new phase
      And the reasoning says that the call turns on an opinion, so the referee should look again at the monitor
      And the on-field decision is overturned
      And the decision depends on whether Sigurdsson affected an opponent
      And by SportsLens's account, the goal would stand

    @casebook @OFF_POS_4 @OFF_OFF_1 @VAR_FACT_1 @VAR_PRIN_2
    Example: Watkins at West Ham, November 2020: offside by the top of his arm, counted as his shoulder at the time
      Given the casebook incident "2020-11-30-westham-astonvilla-watkins"
      When we ask what would have changed the decision
      Then Watkins is penalised for offside
      And Watkins's position is judged when Targett crosses
      And the offence is interfering with play
      And the goal is disallowed
      And the decision is made under the 2020/21 Laws
      And the reasoning says that Watkins's shoulder counted only by the practice of the time
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned
      And by AP's account, the goal would stand

    @casebook @OFF_OFF_2 @OFF_MOJ_1 @VAR_PROC_1 @VAR_PRIN_2 @misconception
    Example: Phillips against Liverpool, May 2021: offside in Alisson's line of vision at Ajayi's header, so the flag stood after the check
      Given the casebook incident "2021-05-16-westbrom-liverpool-phillips"
      When we ask what would have changed the decision
      Then Phillips is penalised for offside
      And Phillips's position is judged when Ajayi heads the ball
      And the offence is interfering with an opponent
      And the goal is disallowed
      And the reasoning says that Phillips interfered with Alisson by blocking his line of vision
      And the explanation answers the belief that Phillips never touched the ball
      And the VAR checks the call and lets it stand without a review
      And the on-field decision stands as the referee's call, with no clear and obvious error
      And the decision depends on whether Phillips affected an opponent
      And by TMW's account, the goal would stand

    @casebook @OFF_OFF_2 @VAR_FACT_2 @VAR_PRIN_2 @misconception
    Example: Özcan against Schalke, May 2021: offside at Hector's free kick and in Sané's way, so Andersson's goal is ruled out at the monitor
      Given the casebook incident "2021-05-22-koln-schalke-ozcan"
      When we ask what would have changed the decision
      Then Özcan is penalised for offside
      And Özcan's position is judged when Hector crosses
      And the offence is interfering with an opponent
      And the goal is disallowed
      And the decision is made under the 2020/21 Laws
      And the reasoning says that Özcan interfered with Sané by being in his way
      And the explanation answers the belief that Özcan never touched the ball
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned
      And the decision depends on whether Özcan affected an opponent
      And by Express's account, the goal would stand

    @casebook @OFF_DP_1 @PHASE_2
    Example: Lukaku against Russia, June 2021: Semenov's failed clearance was a deliberate play, so the goal stands
      Given the casebook incident "2021-06-12-belgium-russia-lukaku"
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that Semenov's touch was a deliberate play
      And the reasoning says that Semenov's deliberate play started a new phase

    @casebook @OFF_MOJ_1 @OFF_POS_2 @OFF_OFF_1 @VAR_FACT_1 @VAR_PRIN_2
    Example: Arnautović against Italy, June 2021: offside at Alaba's flick, by a knee or a toe, so his header is ruled out
      Given the casebook incident "2021-06-26-italy-austria-arnautovic"
      When we ask what would have changed the decision
      Then Arnautović is penalised for offside
      And Arnautović's position is judged when Alaba heads the ball
      And the offence is interfering with play
      And the goal is disallowed
      And the decision is made under the 2021/22 Laws
      And the reasoning says that Alaba's touch was a moment of judgement
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned
      And by Footmercato's account, Arnautović would be penalised for offside

    @casebook @OFF_ORDER_4 @APP_2 @VAR_FACT_2 @VAR_PRIN_2
    Example: Werner against Southampton, October 2021: Azpilicueta's foul that started the attack cancels the goal
      Given the casebook incident "2021-10-02-chelsea-southampton-werner"
      When the referee applies the Laws
      Then there is no offside offence
      And Azpilicueta's foul on Walker-Peters is penalised with a direct free kick
      And the goal is disallowed
      And the offence lies inside the attacking phase
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned

    @casebook @OFF_DP_1 @PHASE_2
    Example: Mbappé's Nations League winner, October 2021: García's touch was judged deliberate, so the goal stands
      Given the casebook incident "2021-10-10-spain-france-mbappe"
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the decision is made under the 2021/22 Laws
      And the reasoning says that García's deliberate play started a new phase

    @casebook @OFF_OFF_2 @PHASE_2 @VAR_FACT_2 @VAR_PRIN_2 @misconception
    Example: Palomino against Roma, December 2021: offside and contesting the ball at Cristante's back, a judgement the VAR should have left to the referee at the monitor
      Given the casebook incident "2021-12-18-atalanta-roma-palomino"
      When we ask what would have changed the decision
      Then Palomino is penalised for offside
      And Palomino's position is judged when Zapata heads the ball
      And the offence is interfering with an opponent
      And the goal is disallowed
      And the reasoning says that Palomino interfered with Cristante by challenging for the ball
      And the reasoning says that Cristante's touch was not a deliberate play, so it did not start a new phase
      And the explanation answers the belief that Palomino never touched the ball
      And the reasoning says that the call turns on an opinion, so the referee should look again at the monitor
      And the on-field decision is overturned
      And the decision depends on whether Palomino affected an opponent
      And by ANSA's account, the goal would stand

    @casebook @OFF_OFF_3 @PHASE_2 @misconception
    Example: Benzema in the 2022 Champions League final: the ball came off Fabinho, a deflection, so he is offside
      Given the casebook incident "2022-05-28-liverpool-realmadrid-benzema"
      When the referee applies the Laws
      Then Benzema is penalised for offside
      And Benzema's position is judged when Valverde controls the ball
      And the offence is gaining an advantage
      And the explanation answers the belief that it hit a defender
      And the reasoning says that Fabinho's touch was not a deliberate play, so it did not start a new phase

    @casebook @OFF_DP_1 @PHASE_2 @OFF_ORDER_4
    Example: Kane in Munich, June 2022: Klostermann's touch freed him, so the foul on him is a penalty
      Given the casebook incident "2022-06-07-germany-england-kane"
      When the referee applies the Laws
      Then there is no offside offence
      And Schlotterbeck's foul on Kane is penalised with a penalty kick
      And the reasoning says that Klostermann's deliberate play started a new phase

    @casebook @OFF_POS_6 @OFF_OFF_3 @PHASE_2 @OFF_SANC_3 @misconception
    Example: Kane against Sporting, October 2022: ahead of the ball at Emerson's backward header, so offside
      Given the casebook incident "2022-10-26-tottenham-sporting-kane"
      When the referee applies the Laws
      Then Kane is penalised for offside
      And Kane's position is judged when Emerson heads the ball
      And the offence is completed when Kane shoots
      And the offence is gaining an advantage
      And the goal is disallowed
      And the explanation answers the belief that the ball went backwards
      And the explanation answers the belief that it hit a defender
      And the reasoning says that Kane was nearer the goal line than the ball
      And the reasoning says that Nazinho's touch was not a deliberate play, so it did not start a new phase

    @casebook @OFF_MOJ_1 @OFF_OFF_1 @OFF_SANC_3
    Example: Valencia in the 2022 World Cup opener: Estrada offside at Torres's header cancels the goal
      Given the casebook incident "2022-11-20-qatar-ecuador-valencia"
      When the referee applies the Laws
      Then Estrada is penalised for offside
      And Estrada's position is judged when Torres heads the ball
      And the offence is interfering with play
      And the goal is disallowed
      And the reasoning says that Torres's touch was a moment of judgement

    @casebook @OFF_OFF_2 @OFF_MOJ_1 @VAR_PROC_1 @VAR_PRIN_2 @misconception
    Example: Estupiñán against the Netherlands, November 2022: Porozo stood offside in Noppert's line of vision, so the flag stood
      Given the casebook incident "2022-11-25-netherlands-ecuador-estupinan"
      When we ask what would have changed the decision
      Then Porozo is penalised for offside
      And Porozo's position is judged when Estupiñán shoots
      And the offence is interfering with an opponent
      And the goal is disallowed
      And the explanation answers the belief that Porozo never touched the ball
      And the VAR checks the call and lets it stand without a review
      And by Infobae's account, Porozo would be penalised for offside
      And by El Heraldo's account, the goal would stand

    @casebook @OFF_POS_1
    Example: Rashford against City, January 2023: offside but never involved, so Fernandes's goal stands
      Given the casebook incident "2023-01-14-manutd-mancity-rashford"
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And Rashford is in an offside position when Casemiro passes
      And the reasoning says that Rashford was not involved, so being in an offside position was no offence

    @casebook @OFF_POS_4 @OFF_OFF_1 @OFF_MOJ_1 @VAR_PRIN_2
    Example: Wilkinson against the Philippines, July 2023: her shoulder was beyond the line, so Hand's header does not count
      Given the casebook incident "2023-07-25-newzealand-philippines-wilkinson"
      When the referee applies the Laws
      Then Wilkinson is penalised for offside
      And the offence is interfering with play
      And the goal is disallowed
      And the decision is made under the 2023/24 Laws
      And the reasoning says that Wilkinson's shoulder counts
      And the on-field decision is overturned

    @casebook @OFF_POS_7 @OFF_SANC_3
    Example: Díaz at Tottenham, September 2023: Romero played him onside, so by Law the goal was good
      Given the casebook incident "2023-09-30-tottenham-liverpool-diaz"
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that Díaz was behind the second-last opponent
      And the reasoning says that the second-last opponent was Romero

    @casebook @OFF_OFF_3 @OFF_DP_3 @misconception
    Example: Morata in Oslo, October 2023: touching Strandberg's deflection on the line is offside
      Given the casebook incident "2023-10-15-norway-spain-morata"
      When the referee applies the Laws
      Then Morata is penalised for offside
      And Morata's position is judged when Carvajal crosses
      And the offence is gaining an advantage
      And the explanation answers the belief that it hit a defender
      And the reasoning says that the signs of control point to a deflection by Strandberg

    @casebook @OFF_OFF_2 @OFF_MOJ_1 @VAR_FACT_2 @VAR_PRIN_2
    Example: McTominay at Fulham, November 2023: Maguire, offside, went for Eriksen's free kick, so the referee ruled the goal out at the monitor
      Given the casebook incident "2023-11-04-fulham-manutd-mctominay"
      When we ask what would have changed the decision
      Then Maguire is penalised for offside
      And Maguire's position is judged when Eriksen crosses
      And the offence is interfering with an opponent
      And the goal is disallowed
      And the call rests on a judgement: whether Maguire was involved
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned
      And had Maguire not affected an opponent, the goal would stand

    @casebook @OFF_POS_1 @OFF_MOJ_1 @VAR_PRIN_2
    Example: Charles at Real Madrid, November 2023: Kerr offside at the cross but not involved, and with no VAR the wrong flag stood
      Given the casebook incident "2023-11-15-realmadrid-chelsea-charles"
      When the referee applies the Laws
      Then there is no offside offence
      And the right call was a goal
      And the reasoning says that Kerr was not involved, so being in an offside position was no offence
      And there was no VAR to check the call

    @casebook @OFF_POS_1 @OFF_MOJ_1 @VAR_PRIN_2
    Example: Acerbi at Roma, February 2024: Thuram offside beside Rui Patrício at the header but not in his way, so the goal stood after the monitor
      Given the casebook incident "2024-02-10-roma-inter-acerbi"
      When we ask what would have changed the decision
      Then there is no offside offence
      And the goal stands
      And Thuram is in an offside position when Acerbi heads the ball
      And the reasoning says that Thuram was not involved, so being in an offside position was no offence
      And the on-field decision stands as the referee's call, with no clear and obvious error
      And by Corriere's account, the goal would stand
      And by AS Roma Live's account, Thuram would be penalised for offside

    @casebook @BALL_STOPPED_1 @OFF_OFF_2 @VAR_PRIN_2
    Example: De Ligt at the Bernabéu, May 2024: the whistle for Mazraoui's offside came before the shot, so VAR could not look
      Given the casebook incident "2024-05-08-realmadrid-bayern-deligt"
      When we ask what would have changed the decision
      Then Mazraoui is penalised for offside
      And Mazraoui's position is judged when Kimmich passes
      And the offence is interfering with an opponent
      And the goal is disallowed
      And the reasoning says that the referee had stopped play before the ball went in
      And VAR may not review the goal decision
      And the reasoning says that play had been stopped before the ball went in, so VAR could not give the goal
      And by GiveMeSport's account, there would be no offside offence

    @casebook @OFF_MOJ_1 @OFF_OFF_1 @OFF_POS_6
    Example: Lukaku against Slovakia, June 2024: offside at Onana's header across goal
      Given the casebook incident "2024-06-17-belgium-slovakia-lukaku"
      When the referee applies the Laws
      Then Lukaku is penalised for offside
      And Lukaku's position is judged when Onana heads the ball
      And the offence is interfering with play
      And the reasoning says that Lukaku was nearer the goal line than the ball

    @casebook @OFF_POS_1 @OFF_MOJ_1 @VAR_FACT_2 @VAR_PRIN_2
    Example: Stones at Wolves, October 2024: Bernardo offside at the header but out of Sá's way, so the referee gave the goal at the monitor
      Given the casebook incident "2024-10-20-wolves-mancity-stones"
      When we ask what would have changed the decision
      Then there is no offside offence
      And the goal stands
      And Bernardo is in an offside position when Stones heads the ball
      And the reasoning says that Bernardo was not involved, so being in an offside position was no offence
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned
      And after the review play restarts with a kick-off by the defending team
      And by Sport Zone's account, Bernardo would be penalised for offside

    @casebook @OFF_MOJ_1 @OFF_OFF_1 @VAR_FACT_1 @VAR_PRIN_2
    Example: Huijsen at Bournemouth, March 2025: Kerkez's header brushed him in an offside position, so no goal
      Given the casebook incident "2025-03-01-bournemouth-wolves-huijsen"
      When the referee applies the Laws
      Then Huijsen is penalised for offside
      And Huijsen's position is judged when Kerkez heads the ball
      And the offence is interfering with play
      And the goal is disallowed
      And the decision is made under the 2024/25 Laws
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned

    @casebook @OFF_OFF_1 @OFF_MOJ_1 @VAR_FACT_1 @VAR_PRIN_2
    Example: Russo against France, July 2025: Mead offside at James's pass, then played the ball, so the VAR ruled the goal out
      Given the casebook incident "2025-07-05-france-england-russo"
      When the referee applies the Laws
      Then Mead is penalised for offside
      And Mead's position is judged when James passes
      And the offence is interfering with play
      And the goal is disallowed
      And the decision is made under the 2025/26 Laws
      And the call rests on a fact: where Mead was when James passes
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned

    @casebook @OFF_ORDER_1 @VAR_PRIN_2
    Example: Hegerberg against Italy, July 2025: held by Linari before she was involved, so the penalty stood though she was offside
      Given the casebook incident "2025-07-16-italy-norway-hegerberg"
      When the referee applies the Laws
      Then there is no offside offence
      And Linari's foul on Hegerberg is penalised with a penalty kick
      And the reasoning says that the foul is penalised, not offside
      And the decision is made under the 2025/26 Laws
      And the on-field decision stands as the referee's call, with no clear and obvious error

    @casebook @OFF_POS_1 @OFF_MOJ_1 @VAR_PROC_1 @VAR_PRIN_2
    Example: Carvalho against Chelsea, September 2025: Ouattara offside at Ajer's flick from the long throw, but judged not to affect James, so the goal stood
      Given the casebook incident "2025-09-13-brentford-chelsea-carvalho"
      When we ask what would have changed the decision
      Then there is no offside offence
      And the goal stands
      And Ouattara is in an offside position when Ajer heads the ball
      And the reasoning says that Ouattara was not involved, so being in an offside position was no offence
      And the VAR checks the call and lets it stand without a review
      And the on-field decision stands as the referee's call, with no clear and obvious error
      And by Sports Mole's account, the goal would stand
      And by Boostrank's account, Ouattara would be penalised for offside

    @casebook @OFF_OFF_2 @OFF_MOJ_1 @VAR_PROC_1 @VAR_PRIN_2
    Example: Van Dijk at City, November 2025: Robertson, offside, ducked a yard from Donnarumma, an obvious action, so the flag stood after the check
      Given the casebook incident "2025-11-09-mancity-liverpool-vandijk"
      When we ask what would have changed the decision
      Then Robertson is penalised for offside
      And the offence is interfering with an opponent
      And the goal is disallowed
      And the decision is made under the 2025/26 Laws
      And the VAR checks the call and lets it stand without a review
      And the on-field decision stands as the referee's call, with no clear and obvious error
      And by Empire of the Kop's account, the goal would stand

    @casebook @OFF_POS_7 @OFF_OFF_1
    Example: Wirtz at Fulham, January 2026: beyond Diop by the raw measurement, offside by Law 11
      Given the casebook incident "2026-01-04-fulham-liverpool-wirtz"
      When the referee applies the Laws
      Then Wirtz is penalised for offside
      And Wirtz's position is judged when Bradley passes
      And the decision is made under the 2025/26 Laws
      And the reasoning says that Wirtz was ahead of the second-last opponent

    @casebook @OFF_OFF_2 @OFF_MOJ_1 @VAR_PRIN_2 @misconception
    Example: Simons against France, June 2024: Dumfries stood offside in Maignan's way when Simons shot, so no goal
      Given the casebook incident "2024-06-21-netherlands-france-simons"
      When we ask what would have changed the decision
      Then Dumfries is penalised for offside
      And Dumfries's position is judged when Simons shoots
      And the offence is interfering with an opponent
      And the goal is disallowed
      And the explanation answers the belief that Dumfries never touched the ball
      And the reasoning says that Dumfries interfered with Maignan by being in his way
      And what stood is no goal
      And that was right by the Law
      And the headline reads "Goal disallowed: Denzel Dumfries was ahead of the ball and the second-last defender when Xavi Simons shot, then interfered with Mike Maignan by being in their way"
      And the on-field decision stands as the referee's call, with no clear and obvious error
      And by FourFourTwo's account, the goal would stand

    @casebook @OFF_OFF_2 @VAR_FACT_2 @VAR_PRIN_2 @VAR_RESTART_1
    Example: Joveljić at Real Salt Lake, April 2022: an offside Williams challenged Glad for the cross, so the late equaliser was ruled out at the monitor
      Given the casebook incident "2022-04-30-realsaltlake-lagalaxy-joveljic"
      When the referee applies the Laws
      Then Williams is penalised for offside
      And the offence is interfering with an opponent
      And the goal is disallowed
      And the decision is made under the 2021/22 Laws
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned
      And after the review play restarts with an indirect free kick to the defending team

    @casebook @OFF_OFF_2 @OFF_MOJ_1 @VAR_FACT_2 @VAR_PRIN_2
    Example: Williamson at Atlanta, March 2023: Niezgoda offside in the path of the shot in front of Guzan, ruled out at the monitor
      Given the casebook incident "2023-03-18-atlanta-portland-williamson"
      When we ask what would have changed the decision
      Then Niezgoda is penalised for offside
      And Niezgoda's position is judged when Williamson shoots
      And the offence is interfering with an opponent
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned
      And the decision depends on whether Niezgoda affected an opponent
      And by Cascadia's account, the goal would stand

    @casebook @OFF_POS_1 @VAR_FACT_2 @VAR_PRIN_2
    Example: Van der Gragt against Portugal, July 2023: Roord was offside at the header but not in Pereira's way, so the flag was overturned at the monitor
      Given the casebook incident "2023-07-23-netherlands-portugal-vandergragt"
      When we ask what would have changed the decision
      Then there is no offside offence
      And the goal stands
      And the reasoning says that Roord was not involved, so being in an offside position was no offence
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned
      And the decision depends on whether Roord affected an opponent

    @casebook @OFF_OFF_3 @PHASE_2 @OFF_DP_3 @VAR_PRIN_2
    Example: Nketiah at Everton, September 2023: Beto's stab at Gabriel's pass was no deliberate play, so Martinelli's goal was ruled out
      Given the casebook incident "2023-09-17-everton-arsenal-nketiah"
      When we ask what would have changed the decision
      Then Nketiah is penalised for offside
      And the offence is gaining an advantage
      And the goal is disallowed
      And the decision is made under the 2023/24 Laws
      And had Beto's touch been a deliberate play, there would be no offside offence

    @casebook @OFF_ORDER_1 @VAR_FACT_2 @VAR_PRIN_2 @VAR_RESTART_1
    Example: Schär against Bournemouth, February 2024: pulled down while offside but only running towards the free kick, so the foul came first and Newcastle got a penalty
      Given the casebook incident "2024-02-17-newcastle-bournemouth-schar"
      When the referee applies the Laws
      Then there is no offside offence
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned
      And after the review play restarts with a penalty kick to the attacking team

    @casebook @OFF_POS_7 @VAR_PRIN_2
    Example: Hayashi against Chelsea, March 2024: onside, but the WSL had no VAR to correct the flag
      Given the casebook incident "2024-03-24-westham-chelsea-hayashi"
      When the referee applies the Laws
      Then there is no offside offence
      And the right call was a goal
      And there was no VAR to check the call

    @casebook @OFF_POS_5 @VAR_PROC_1 @VAR_PRIN_2
    Example: Olivera against the United States, July 2024: level at Araújo's header, so scoring from Turner's save was no offence
      Given the casebook incident "2024-07-01-usa-uruguay-olivera"
      When we ask what would have changed the decision
      Then there is no offside offence
      And the goal stands
      And Olivera is not in an offside position when Araújo heads the ball
      And the VAR checks the call and lets it stand without a review
      And the on-field decision stands
      And by SportingNews's account, Olivera would be penalised for offside

    @casebook @OFF_POS_1 @VAR_PROC_1 @VAR_PRIN_2
    Example: Swanson in the Olympic final, August 2024: Smith was offside but left Albert's pass alone, so the winner stood
      Given the casebook incident "2024-08-10-brazil-usa-swanson"
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And Smith is in an offside position when Albert passes
      And the reasoning says that Smith was not involved, so being in an offside position was no offence
      And the VAR checks the call and lets it stand without a review

    @casebook @OFF_OFF_3 @OFF_DP_4 @VAR_PRIN_2
    Example: González against Kansas City, June 2025: a defender's desperate stop did not reset offside, so the goal was called back
      Given the casebook incident "2025-06-07-gotham-kansascity-gonzalez"
      When we ask what would have changed the decision
      Then González is penalised for offside
      And the offence is gaining an advantage
      And the goal is disallowed
      And the decision is made under the 2024/25 Laws
      And the on-field decision is overturned

    @casebook @OFF_ORDER_2 @VAR_FACT_2 @VAR_PRIN_2 @VAR_RESTART_1
    Example: Ouattara against Leeds, December 2025: ruled to be going for the ball when pulled, so the offside came first and the penalty became a free kick
      Given the casebook incident "2025-12-14-brentford-leeds-ouattara"
      When we ask what would have changed the decision
      Then Ouattara is penalised for offside
      And the offence is an offside that came before the foul
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned
      And after the review play restarts with an indirect free kick to the defending team
    @casebook @OFF_OFF_1 @VAR_FACT_1 @VAR_PRIN_2
    Example: Vargas against Cameroon, June 2017: the Confederations Cup's first VAR call takes away a goal the referee had given
      Given the casebook incident "2017-06-18-cameroon-chile-vargas"
      When we ask what would have changed the decision
      Then Vargas is penalised for offside
      And Vargas's position is judged when Vidal passes
      And the offence is interfering with play
      And the goal is disallowed
      And the decision is made under the 2017/18 Laws
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned
      And after the review play restarts with an indirect free kick to the defending team

    @casebook @OFF_OFF_1 @VAR_CAT_2 @VAR_PRIN_2
    Example: Barbarouses in the A-League grand final, May 2018: Donachie was offside, but the VAR's pictures were down until play had restarted, so the goal stood
      Given the casebook incident "2018-05-05-newcastlejets-melbournevictory-barbarouses"
      When the referee applies the Laws
      Then Donachie is penalised for offside
      And Donachie's position is judged when George crosses
      And the offence is interfering with play
      And the right call was no goal
      And VAR may not review the goal decision
      And the reasoning says that play had restarted before the check was complete, so it was too late to review
      And the error can no longer be corrected

    @casebook @OFF_OFF_3 @PHASE_2 @VAR_FACT_2 @VAR_PRIN_2 @misconception
    Example: Martínez against Sporting KC, May 2018: the ball came to him off Medranda's block, a deflection, so his offside position still counted
      Given the casebook incident "2018-05-09-atlanta-sportingkc-martinez"
      When we ask what would have changed the decision
      Then Martínez is penalised for offside
      And Martínez's position is judged when Barco passes
      And the offence is gaining an advantage
      And the goal is disallowed
      And the reasoning says that Medranda's touch was not a deliberate play, so it did not start a new phase
      And the explanation answers the belief that it hit a defender
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned

    @casebook @OFF_OFF_1 @VAR_PROC_1 @VAR_PRIN_2
    Example: Gressel at Toronto, October 2018: Martínez started offside and shot, so the rebound Gressel scored from could not count
      Given the casebook incident "2018-10-28-toronto-atlanta-gressel"
      When we ask what would have changed the decision
      Then Martínez is penalised for offside
      And Martínez's position is judged when Villalba passes
      And the offence is interfering with play
      And the goal is disallowed
      And the VAR checks the call and lets it stand without a review
      And the on-field decision stands

    @casebook @OFF_OFF_2 @VAR_FACT_2 @VAR_PRIN_2 @misconception
    Example: Wright-Phillips at Atlanta, November 2018: Muyl offside in Guzan's line of sight at the shot, so the away goal was ruled out
      Given the casebook incident "2018-11-25-atlanta-newyork-wrightphillips"
      When we ask what would have changed the decision
      Then Muyl is penalised for offside
      And Muyl's position is judged when Wright-Phillips shoots
      And the offence is interfering with an opponent
      And the reasoning says that Muyl interfered with Guzan by blocking his line of vision
      And the explanation answers the belief that Muyl never touched the ball
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned
      And the decision depends on whether Muyl affected an opponent

    @casebook @OFF_OFF_1 @VAR_PROC_1 @VAR_PRIN_2
    Example: Hwang against Qatar, January 2019: flagged offside at Lee Yong's cross, and the VAR found no error
      Given the casebook incident "2019-01-25-southkorea-qatar-hwang"
      When we ask what would have changed the decision
      Then Hwang is penalised for offside
      And Hwang's position is judged when Lee crosses
      And the offence is interfering with play
      And the goal is disallowed
      And the decision is made under the 2018/19 Laws
      And the VAR checks the call and lets it stand without a review
      And the on-field decision stands

    @casebook @OFF_MOJ_1 @OFF_OFF_1 @VAR_FACT_1 @VAR_PRIN_2
    Example: Mbock Bathy against South Korea, June 2019: a toe beyond the line at Renard's flick, the first goal the VAR took away at a Women's World Cup
      Given the casebook incident "2019-06-07-france-southkorea-mbockbathy"
      When we ask what would have changed the decision
      Then the offence is interfering with play
      And the goal is disallowed
      And the decision is made under the 2019/20 Laws
      And the reasoning says that Renard's touch was a moment of judgement
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned

    @casebook @OFF_OFF_1 @VAR_FACT_1 @VAR_PRIN_2
    Example: Coutinho against Venezuela, June 2019: his shot struck Firmino, offside at the shot, on its way in
      Given the casebook incident "2019-06-18-brazil-venezuela-coutinho"
      When we ask what would have changed the decision
      Then Firmino is penalised for offside
      And Firmino's position is judged when Coutinho shoots
      And the offence is interfering with play
      And the goal is disallowed
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned

    @casebook @OFF_OFF_3 @PHASE_2 @VAR_FACT_2 @VAR_PRIN_2 @misconception
    Example: Jesus against Venezuela, June 2019: Firmino was offside at the shot, and the deflection off a defender that reached him did not change that
      Given the casebook incident "2019-06-18-brazil-venezuela-jesus"
      When we ask what would have changed the decision
      Then Firmino is penalised for offside
      And the offence is gaining an advantage
      And the goal is disallowed
      And the explanation answers the belief that it hit a defender
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned

    @casebook @OFF_OFF_1 @VAR_FACT_1 @VAR_PRIN_2
    Example: Nchout against England, June 2019: Cameroon's goal ruled out by the VAR for a marginal offside
      Given the casebook incident "2019-06-23-england-cameroon-nchout"
      When we ask what would have changed the decision
      Then Nchout is penalised for offside
      And the offence is interfering with play
      And the goal is disallowed
      And the decision is made under the 2019/20 Laws
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned

    @casebook @OFF_POS_1 @VAR_FACT_2 @VAR_PRIN_2
    Example: Novothny against Hoffenheim, November 2021: flagged for an offside position at the earlier cross, given at the monitor because he had affected nobody
      Given the casebook incident "2021-11-06-bochum-hoffenheim-novothny"
      When we ask what would have changed the decision
      Then there is no offside offence
      And the goal stands
      And the decision is made under the 2021/22 Laws
      And the reasoning says that Novothny was not involved, so being in an offside position was no offence
      And the referee is sent to the monitor to look again
      And the on-field decision is overturned
      And the decision depends on whether Novothny affected an opponent
      And by NTV's account, Novothny would be penalised for offside
      And after the review play restarts with a kick-off by the defending team

    @casebook @OFF_NOOFF_1 @OFF_POS_2
    Example: Castro against Santa Fe, November 2024: beyond the defence when Montero's goal kick reached him, and no offside from a goal kick
      Given the casebook incident "2024-11-26-santafe-millonarios-castro"
      When we ask what would have changed the decision
      Then there is no offside offence
      And the goal stands
      And the decision is made under the 2024/25 Laws

    @casebook @OFF_MOJ_1 @OFF_OFF_1 @VAR_FACT_1 @VAR_PRIN_2
    Example: Mané against Benin, July 2019: offside when Koulibaly headed the free kick on, one of the Africa Cup's first VAR calls
      Given the casebook incident "2019-07-10-senegal-benin-mane"
      When we ask what would have changed the decision
      Then Mané is penalised for offside
      And Mané's position is judged when Koulibaly heads the ball
      And the offence is interfering with play
      And the goal is disallowed
      And the reasoning says that Koulibaly's touch was a moment of judgement
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned

    @casebook @OFF_POS_7 @VAR_FACT_1 @VAR_PRIN_2
    Example: Boselli against Fluminense, July 2021: flagged offside though Samuel Xavier played him on, and the VAR left the wrong flag
      Given the casebook incident "2021-07-13-cerroporteno-fluminense-boselli"
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that Boselli was behind the second-last opponent
      And the right call was a goal
      And the review treats the call as a matter of fact
      And the error stands, though VAR should have corrected it

    @casebook @BALL_STOPPED_1 @OFF_OFF_2 @VAR_PRIN_2
    Example: Kerr against Sweden, August 2021: the whistle for van Egmond, offside in the defenders' way, came before the volley went in, so the VAR could not look
      Given the casebook incident "2021-08-02-australia-sweden-kerr"
      When we ask what would have changed the decision
      Then Egmond is penalised for offside
      And Egmond's position is judged when Catley crosses
      And the offence is interfering with an opponent
      And the goal is disallowed
      And the reasoning says that the referee had stopped play before the ball went in
      And VAR may not review the goal decision
      And the decision is made under the 2021/22 Laws

  Rule: Every casebook incident says first what stood and why
    The first line a reader sees, on the page, the link card, the embed and in the
    command line's output, says what stood and the one reason why. Whether that was
    right is judged by the Law and, where the competition has one, its tolerance.

    @casebook @VAR_PRIN_2
    Scenario Outline: <slug>: what stood, whether it was right, and the headline
      Given the casebook incident "<slug>"
      When the referee applies the Laws
      Then what stood is <stood>
      And that was <right> by the Law
      And the headline reads "<headline>"

      Examples:
      | slug | stood | right | headline |
      | 2017-06-18-cameroon-chile-vargas | no goal | right | Goal disallowed: Eduardo Vargas was ahead of the ball and the second-last defender when Arturo Vidal passed, then scored |
      | 2018-05-05-newcastlejets-melbournevictory-barbarouses | a goal | wrong | Goal stands, though Law 11 says James Donachie was offside: play restarted before VAR could correct the call |
      | 2018-05-09-atlanta-sportingkc-martinez | no goal | right | Goal disallowed: Josef Martínez was ahead of the ball and the second-last defender when Ezequiel Barco passed, and the deflection off Jimmy Medranda did not change that |
      | 2018-06-25-spain-morocco-aspas | a goal | right | Goal stands: Iago Aspas was behind Morocco's second-last defender when Dani Carvajal crossed |
      | 2018-10-28-toronto-atlanta-gressel | no goal | right | Goal disallowed: Josef Martínez was ahead of the ball and the second-last defender when Héctor Villalba passed, then played the ball |
      | 2018-11-25-atlanta-newyork-wrightphillips | no goal | right | Goal disallowed: Alex Muyl was ahead of the ball and the second-last defender when Bradley Wright-Phillips shot, then interfered with Brad Guzan by blocking their view of the ball |
      | 2019-01-25-southkorea-qatar-hwang | no goal | right | Goal disallowed: Hwang Ui-jo was ahead of the ball and of Qatar's second-last defender when Lee Yong crossed, then scored |
      | 2019-01-26-gladbach-augsburg-stindl | a goal | wrong | Goal stands, though Law 11 says Lars Stindl was offside: VAR saw no clear and obvious error in the referee's judgement |
      | 2019-02-13-ajax-realmadrid-tadic | no goal | right | Goal disallowed: Dušan Tadić was ahead of the ball and the second-last defender when Nicolás Tagliafico headed it, then interfered with Thibaut Courtois by being in their way |
      | 2019-04-17-mancity-tottenham-aguero | no goal | right | Goal disallowed: Sergio Agüero was ahead of the ball and the second-last defender when Bernardo Silva touched it, then played the ball |
      | 2019-06-07-france-southkorea-mbockbathy | no goal | right | Goal disallowed: Griedge Mbock Bathy was ahead of the ball and of South Korea's second-last defender when Wendie Renard headed it, then scored |
      | 2019-06-13-australia-brazil-kerr | a goal | right | Goal stands: Sam Kerr was in an offside position when an Australian team-mate crossed but did not play the ball or affect an opponent |
      | 2019-06-18-brazil-venezuela-coutinho | no goal | right | Goal disallowed: Roberto Firmino was ahead of the ball and of Venezuela's second-last defender when Philippe Coutinho shot, then scored |
      | 2019-06-18-brazil-venezuela-jesus | no goal | right | Goal disallowed: Roberto Firmino was ahead of the ball and the second-last defender when Gabriel Jesus shot, and the deflection off a Venezuela defender did not change that |
      | 2019-06-23-england-cameroon-nchout | no goal | right | Goal disallowed: Ajara Nchout was ahead of the ball and of England's second-last defender when a Cameroon team-mate passed, then scored |
      | 2019-06-23-england-cameroon-white | a goal | right | Goal stands: Nikita Parris was in an offside position when Lucy Bronze passed but did not play the ball or affect an opponent |
      | 2019-07-02-england-usa-white | no goal | right | Goal disallowed: Ellen White was ahead of the ball and the second-last defender when an England team-mate passed, then scored |
      | 2019-07-10-senegal-benin-mane | no goal | right | Goal disallowed: Sadio Mané was ahead of the ball and of Benin's second-last defender when Kalidou Koulibaly headed it, then scored |
      | 2019-08-10-westham-mancity-sterling | no goal | right | Goal disallowed: Raheem Sterling was ahead of the ball and of West Ham's last outfield defender when David Silva passed, then played the ball |
      | 2019-11-02-astonvilla-liverpool-firmino | no goal | right | Goal disallowed: Roberto Firmino was ahead of the ball and of Tyrone Mings, the second-last defender, when Sadio Mané passed, then scored |
      | 2020-03-01-everton-manutd-sigurdsson | no goal | right | Goal disallowed: Gylfi Sigurdsson was ahead of the ball and the second-last defender when Dominic Calvert-Lewin shot, then interfered with David de Gea by blocking their view of the ball |
      | 2020-11-30-westham-astonvilla-watkins | no goal | right | Goal disallowed: Ollie Watkins was ahead of the ball and the second-last defender when Matt Targett crossed, then scored |
      | 2021-05-16-westbrom-liverpool-phillips | no goal | right | Goal disallowed: Matt Phillips was ahead of the ball and the second-last defender when Semi Ajayi headed it, then interfered with Alisson by blocking their view of the ball |
      | 2021-05-22-koln-schalke-ozcan | no goal | right | Goal disallowed: Salih Özcan was ahead of the ball and the second-last defender when Jonas Hector crossed, then interfered with Salif Sané by being in their way |
      | 2021-06-12-belgium-russia-lukaku | a goal | right | Goal stands: Andrey Semenov played the ball deliberately, so Romelu Lukaku's offside position no longer counted |
      | 2021-06-26-italy-austria-arnautovic | no goal | right | Goal disallowed: Marko Arnautović was ahead of the ball and the second-last defender when David Alaba headed it, then scored |
      | 2021-07-13-cerroporteno-fluminense-boselli | no goal | wrong | Goal disallowed, though Law 11 says Mauro Boselli was onside: VAR did not correct a factual error it should have |
      | 2021-08-02-australia-sweden-kerr | no goal | right | No goal: Emily van Egmond was ahead of the ball and the second-last defender when Steph Catley crossed, then interfered with a Sweden defender by being in their way |
      | 2021-10-02-chelsea-southampton-werner | no goal | right | Goal disallowed: the foul by César Azpilicueta came first |
      | 2021-10-10-spain-france-mbappe | a goal | right | Goal stands: Eric García played the ball deliberately, so Kylian Mbappé's offside position no longer counted |
      | 2021-11-06-bochum-hoffenheim-novothny | a goal | right | Goal stands: Soma Novothny was in an offside position when a Bochum team-mate crossed but did not play the ball or affect an opponent |
      | 2021-12-18-atalanta-roma-palomino | no goal | right | Goal disallowed: José Luis Palomino was ahead of the ball and the second-last defender when Duván Zapata headed it, then interfered with Bryan Cristante by challenging them for the ball |
      | 2022-04-30-realsaltlake-lagalaxy-joveljic | no goal | right | Goal disallowed: Derrick Williams was ahead of the ball and the second-last defender when a Galaxy team-mate crossed, then interfered with Justen Glad by challenging them for the ball |
      | 2022-05-28-liverpool-realmadrid-benzema | no goal | right | Goal disallowed: Karim Benzema was ahead of the ball and the second-last defender when Federico Valverde controlled it, and the deflection off Fabinho did not change that |
      | 2022-06-07-germany-england-kane | a penalty | right | Penalty: Lukas Klostermann played the ball deliberately, so Harry Kane's offside position no longer counted when Nico Schlotterbeck fouled him |
      | 2022-10-26-tottenham-sporting-kane | no goal | right | Goal disallowed: Harry Kane was ahead of the ball and the second-last defender when Emerson Royal headed it, and the deflection off Flávio Nazinho did not change that |
      | 2022-11-20-qatar-ecuador-valencia | no goal | right | Goal disallowed: Michael Estrada was ahead of the ball and of Abdelkarim Hassan, the second-last defender, when Félix Torres headed it, then played the ball |
      | 2022-11-25-netherlands-ecuador-estupinan | no goal | right | Goal disallowed: Jackson Porozo was ahead of the ball and the second-last defender when Pervis Estupiñán shot, then interfered with Andries Noppert by blocking their view of the ball |
      | 2023-01-14-manutd-mancity-rashford | a goal | right | Goal stands: Marcus Rashford was in an offside position when Casemiro passed but did not play the ball or affect an opponent |
      | 2023-03-18-atlanta-portland-williamson | no goal | right | Goal disallowed: Jarosław Niezgoda was ahead of the ball and the second-last defender when Eryk Williamson shot, then interfered with Brad Guzan by being in their way |
      | 2023-07-23-netherlands-portugal-vandergragt | a goal | right | Goal stands: Jill Roord was in an offside position when Stefanie van der Gragt headed it but did not play the ball or affect an opponent |
      | 2023-07-25-newzealand-philippines-wilkinson | no goal | right | Goal disallowed: Hannah Wilkinson was ahead of the ball and the second-last defender when a New Zealand team-mate passed, then played the ball |
      | 2023-09-17-everton-arsenal-nketiah | no goal | right | Goal disallowed: Eddie Nketiah was ahead of the ball and the second-last defender when Gabriel Magalhães passed, and the deflection off Beto did not change that |
      | 2023-09-30-tottenham-liverpool-diaz | no goal | wrong | Goal disallowed, though Law 11 says Luis Díaz was onside: play restarted before VAR could correct the flag |
      | 2023-10-15-norway-spain-morata | no goal | right | Goal disallowed: Álvaro Morata was ahead of the ball and the second-last defender when Dani Carvajal crossed, and the deflection off Stefan Strandberg did not change that |
      | 2023-11-04-fulham-manutd-mctominay | no goal | right | Goal disallowed: Harry Maguire was ahead of the ball and the second-last defender when Christian Eriksen crossed, then interfered with Rodrigo Muniz by trying to play a ball close to them |
      | 2023-11-15-realmadrid-chelsea-charles | no goal | wrong | Goal disallowed, though by the Laws it was a good goal: there was no VAR to correct the call |
      | 2024-02-10-roma-inter-acerbi | a goal | right | Goal stands: Marcus Thuram was in an offside position when Francesco Acerbi headed it but did not play the ball or affect an opponent |
      | 2024-02-17-newcastle-bournemouth-schar | a penalty | right | Penalty: Adam Smith fouled Fabian Schär before Fabian Schär could play the ball, so the foul came first |
      | 2024-03-24-westham-chelsea-hayashi | no goal | wrong | Goal disallowed, though Law 11 says Honoka Hayashi was onside: there was no VAR to correct the call |
      | 2024-05-08-realmadrid-bayern-deligt | no goal | right | No goal: Noussair Mazraoui was ahead of the ball and the second-last defender when Joshua Kimmich passed, then interfered with Ferland Mendy by challenging them for the ball |
      | 2024-06-17-belgium-slovakia-lukaku | no goal | right | Goal disallowed: Romelu Lukaku was ahead of the ball and of Slovakia's last outfield defender when Amadou Onana headed it, then scored |
      | 2024-07-01-usa-uruguay-olivera | a goal | right | Goal stands: Mathías Olivera was level with the second-last defender when Ronald Araújo headed it, and level is onside |
      | 2024-08-10-brazil-usa-swanson | a goal | right | Goal stands: Sophia Smith was in an offside position when Korbin Albert passed but did not play the ball or affect an opponent |
      | 2024-10-20-wolves-mancity-stones | a goal | right | Goal stands: Bernardo Silva was in an offside position when John Stones headed it but did not play the ball or affect an opponent |
      | 2024-11-26-santafe-millonarios-castro | a goal | right | Goal stands: Leonardo Castro received the ball straight from a goal kick, and there is no offside from a goal kick |
      | 2025-03-01-bournemouth-wolves-huijsen | no goal | right | Goal disallowed: Dean Huijsen was ahead of the ball and the second-last defender when Milos Kerkez headed it, then scored |
      | 2025-06-07-gotham-kansascity-gonzalez | no goal | right | Goal disallowed: Esther González was ahead of the ball and the second-last defender when a Gotham team-mate crossed, and a Kansas City defender's save did not change that |
      | 2025-07-05-france-england-russo | no goal | right | Goal disallowed: Beth Mead was ahead of the ball and the second-last defender when Lauren James passed, then played the ball |
      | 2025-07-16-italy-norway-hegerberg | a penalty | right | Penalty: Elena Linari fouled Ada Hegerberg before Ada Hegerberg could play the ball, so the foul came first |
      | 2025-09-13-brentford-chelsea-carvalho | a goal | right | Goal stands: Dango Ouattara was in an offside position when Kristoffer Ajer headed it but did not play the ball or affect an opponent |
      | 2025-11-09-mancity-liverpool-vandijk | no goal | right | Goal disallowed: Andy Robertson was ahead of the ball and the second-last defender when Virgil van Dijk headed it, then interfered with Gianluigi Donnarumma by an obvious action that affected them |
      | 2025-12-14-brentford-leeds-ouattara | a free kick | right | Free kick for offside: Dango Ouattara was ahead of the ball and the second-last defender when a Brentford team-mate passed, and was already challenging for the ball when the foul came |
      | 2026-01-04-fulham-liverpool-wirtz | a goal | right | Goal stands: Florian Wirtz was offside by 5 cm, within the Premier League's 5 cm tolerance |

  Rule: The casebook's VAR outcomes are explained from what the officials did
    Where a casebook incident records the on-field decision, the check and the
    final decision, the engine says whether VAR could step in, on what kind of
    error, how the review ended, and what would have changed it.

    @casebook @VAR_FACT_1 @VAR_PRIN_2 @VAR_RESTART_1
    Example: Kane against Sporting: a factual error, so the goal was ruled out on the VAR's word
      Given the casebook incident "2022-10-26-tottenham-sporting-kane"
      When the referee applies the Laws
      Then VAR may review the goal decision
      And the review treats the call as a matter of fact and of opinion
      And the call rests on a fact: where Kane was when Emerson heads the ball
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned
      And after the review play restarts with an indirect free kick to the defending team

    @casebook @OFF_DP_1 @PHASE_2 @OFF_POS_5
    Example: Kane against Sporting: had Nazinho played the ball deliberately, the goal would have stood
      Given the casebook incident "2022-10-26-tottenham-sporting-kane"
      When we ask what would have changed the decision
      Then Kane is penalised for offside
      And had Nazinho's touch been a deliberate play, there would be no offside offence
      And had Kane been level with the second-last opponent when Emerson heads the ball, the goal would stand

    @casebook @VAR_CAT_2 @VAR_PRIN_2 @VAR_RESTART_1
    Example: Díaz at Tottenham: play restarted, so the wrongly disallowed goal could not be given
      Given the casebook incident "2023-09-30-tottenham-liverpool-diaz"
      When the referee applies the Laws
      Then there is no offside offence
      And the right call was a goal
      And VAR may not review the goal decision
      And the reasoning says that play had restarted before the check was complete, so it was too late to review
      And the error can no longer be corrected
      And after the review play restarts with an indirect free kick to the defending team

    @casebook @VAR_PRIN_2 @OFF_OFF_2 @OFF_POS_1
    Example: Rashford against City: a judgement call with no clear and obvious error, so Fernandes's goal stood
      Given the casebook incident "2023-01-14-manutd-mancity-rashford"
      When we ask what would have changed the decision
      Then there is no offside offence
      And the review treats the call as a matter of fact and of opinion
      And the call rests on a judgement: whether Rashford was involved
      And the on-field decision stands as the referee's call, with no clear and obvious error
      And the decision depends on whether Rashford affected an opponent
      And by iNews's account, the goal would stand
      And by BBC's account, Rashford would be penalised for offside

    @casebook @EDITION_1 @OFF_DP_1 @VAR_PRIN_2
    Example: Mbappé in 2021: the goal stood under the Laws of the day, but the 2022 criteria would have ruled it out
      Given the casebook incident "2021-10-10-spain-france-mbappe"
      When we ask what would have changed the decision
      Then the goal stands
      And the on-field decision stands as the referee's call, with no clear and obvious error
      And under the 2022/23 Laws, Mbappé would be penalised for offside
      And the latest Laws would decide it differently, because of the criteria for telling a deliberate play from a deflection
      And had García's touch been a deflection, Mbappé would be penalised for offside

    @casebook @VAR_FACT_3 @SAOT_1 @VAR_FACT_1 @VAR_PRIN_2
    Example: Wirtz at Fulham: offside by the raw line, but inside the Premier League's 5 cm, so the goal was given
      Given the casebook incident "2026-01-04-fulham-liverpool-wirtz"
      When the referee applies the Laws
      Then Wirtz is penalised for offside
      And the competition's tolerance decides the call
      And the reasoning says that the competition's tolerance gave Wirtz the benefit of the doubt
      And the right call was a goal
      And the reasoning says that Wirtz's line was drawn by semi-automated offside technology
      And how precise the line is cannot be said, as the players' speeds were not reported
      And the VAR corrects the call without the referee going to the monitor
      And the on-field decision is overturned

    @casebook @VAR_RESTART_1
    Example: Wirtz at Fulham: after the goal was given, play restarted with a kick-off
      Given the casebook incident "2026-01-04-fulham-liverpool-wirtz"
      When the referee applies the Laws
      Then the right call was a goal
      And after the review play restarts with a kick-off by the defending team

    @casebook @SAOT_1 @VAR_PRIN_2
    Example: Sterling at West Ham: 2.4 cm on 50-frame broadcast footage is inside the gap between two frames
      Given the casebook incident "2019-08-10-westham-mancity-sterling"
      When the referee applies the Laws
      Then Sterling is penalised for offside
      And the reasoning says that Sterling's line was drawn by hand
      And a frame lasts 20 ms
      And between two frames Sterling moves 13 cm
      And the measured margin is within that uncertainty
      And the on-field decision is overturned
