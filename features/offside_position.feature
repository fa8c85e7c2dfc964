Feature: Offside position
  Law 11.1 says where a player has to be to stand in an offside position. It is a
  question of place only, asked each time a team-mate plays or touches the ball:
  which half the player is in, and whether some part that can score is nearer the
  opponents' goal line than both the ball and the second-last opponent.

  Background:
    Given the attacking team is Spurs: Eriksen, Son and Kane
    And the defending team is Arsenal: Saliba, Gabriel and White, with Raya in goal

  Rule: Standing in an offside position is not an offence in itself (OFF-POS-1)
    A player in an offside position breaks no Law until they become involved in
    active play. Standing there, or running with the play without affecting
    anyone, is allowed.

    @OFF_POS_1
    Example: Son stands offside but stays out of play, so Kane's goal stands
      Given Son is in an offside position when Eriksen passes
      And Kane is behind the second-last opponent when Eriksen passes
      And Son stays out of play
      And Kane scores
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that Son was not involved, so being in an offside position was no offence

    @OFF_POS_1
    Example: Son runs with the play without touching the ball and is not penalised
      Given Son is in an offside position when Eriksen passes
      And Son runs with the play without touching the ball
      And the ball goes out of play
      When the referee applies the Laws
      Then there is no offside offence
      And Son is in an offside position when Eriksen passes
      And the reasoning says that being in an offside position was not in itself an offence

    @OFF_POS_1 @PHASE_1
    Example: Son stays out of play while offside, then scores from Kane's pass once onside
      Given Son is in an offside position when Eriksen passes
      And Kane is behind the second-last opponent when Eriksen passes
      And Son stays out of play
      And Kane receives the ball
      And Son is behind the second-last opponent when Kane passes
      And Son scores
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that Son was not involved, so being in an offside position was no offence
      And the reasoning says that Kane's touch started a new phase

  Rule: Two conditions together make an offside position (OFF-POS-2)
    The player must be in the opponents' half (the halfway line does not count as
    part of it) and also nearer the goal line than both the ball and the
    second-last opponent. Fail either condition and the player is onside.

    @OFF_POS_2
    Scenario Outline: Son <line> the second-last opponent, <half>, <verdict> in an offside position
      Given Son is <line> the second-last opponent and ahead of the ball, <half> when Eriksen passes
      And Son receives the ball
      When the referee applies the Laws
      Then Son <verdict> in an offside position when Eriksen passes
      And the reasoning says that <reason>

      @OFF_POS_7
      Examples: In the opponents' half, ahead of or behind the line
        | line     | half                   | verdict | reason                                          |
        | ahead of | in the opponents' half | is      | Son was ahead of the second-last opponent       |
        | behind   | in the opponents' half | is not  | Son was behind the second-last opponent         |

      @OFF_POS_5
      Examples: Level with the second-last opponent, wherever he is
        | line       | half                   | verdict | reason                                                               |
        | level with | in the opponents' half | is not  | Son was level with the second-last opponent, and level is onside     |
        | level with | on the halfway line    | is not  | Son was on the halfway line, which is not the opponents' half        |
        | level with | in his own half        | is not  | Son was in his own half                                              |

      Examples: On the halfway line or in his own half
        | line     | half                | verdict | reason                                                        |
        | ahead of | on the halfway line | is not  | Son was on the halfway line, which is not the opponents' half |
        | behind   | on the halfway line | is not  | Son was on the halfway line, which is not the opponents' half |
        | ahead of | in his own half     | is not  | Son was in his own half                                       |
        | behind   | in his own half     | is not  | Son was in his own half                                       |

    @OFF_POS_2 @OFF_POS_7
    Example: Ahead of everyone in the opponents' half is an offside position, and touching the ball is the offence
      Given Kane is nearer the goal line than both the ball and the second-last opponent when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then Kane is penalised for offside
      And Kane is in an offside position when Eriksen passes
      And the reasoning says that Kane was in the opponents' half

    @OFF_POS_2
    Example: With the pitch length known, a player 40 metres from goal on a 100-metre pitch is in the opponents' half
      Given the pitch is 100 metres long
      And the distances from the goal line when Eriksen passes are:
        | who      | metres from the goal line |
        | Kane     | 40                        |
        | the ball | 48                        |
        | Raya     | 2                         |
        | Saliba   | 42                        |
      And Kane receives the ball
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the reasoning says that Kane was in the opponents' half

    @OFF_POS_2
    Example: Exactly on the halfway line of a 100-metre pitch is not the opponents' half
      Given the pitch is 100 metres long
      And the distances from the goal line when Eriksen passes are:
        | who      | metres from the goal line |
        | Kane     | 50                        |
        | the ball | 58                        |
        | Raya     | 30                        |
        | Saliba   | 52                        |
      And Kane receives the ball
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that Kane was on the halfway line, which is not the opponents' half

    @OFF_POS_2
    Example: Near the halfway line on a pitch of unknown length the decision stays open
      Given the distances from the goal line when Eriksen passes are:
        | who      | metres from the goal line |
        | Kane     | 52                        |
        | the ball | 58                        |
        | Raya     | 30                        |
        | Saliba   | 54                        |
      And Kane receives the ball
      When the referee applies the Laws
      Then the offside decision stays open until we know how long the pitch is
      And Kane cannot be said to be in an offside position when Eriksen passes

    @OFF_POS_2
    Example: Nobody reported where Kane stood, so the decision stays open
      Given Kane is somewhere nobody reported when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then the offside decision stays open until we know where Kane was when Eriksen passed
      And Kane cannot be said to be in an offside position when Eriksen passes

  Rule: Only the head, body and feet count; arms and hands never do (OFF-POS-3)
    The parts of a player that may legally score are the ones that count. The
    arms and hands of every player, goalkeepers included, are left out.

    @OFF_POS_3
    Example: Only Kane's arm is beyond the second-last opponent, so he is onside
      Given Kane is ahead of the ball with only his arm beyond the second-last opponent when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then there is no offside offence
      And Kane is not in an offside position when Eriksen passes
      And the reasoning says that Kane's arms and hands were ignored

    @OFF_POS_3
    Example: Kane's hand and arm beyond the line do not make him offside
      Given Kane is ahead of the ball with his hand and arm beyond the second-last opponent when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then the goal stands
      And the reasoning says that Kane's arms and hands were ignored

    @OFF_POS_3
    Example: Kane's knee beyond the line makes him offside even though his arm is ignored
      Given Kane is ahead of the ball with his knee and arm beyond the second-last opponent when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the reasoning says that Kane's arms and hands were ignored

    @OFF_POS_3
    Example: The line was drawn to Saliba's outstretched arm and Kane was beyond it
      The arm of the second-last opponent does not count either, but an arm
      stretched towards the goal line is nearer to it than the rest of him: a
      player beyond the arm is beyond the parts that count too.
      Given Kane is ahead of the second-last opponent's arm when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the reasoning says that the line was drawn to the second-last opponent's arm, which does not count

    @OFF_POS_3
    Example: Kane was level with Saliba's arm, which says nothing about the rest of Saliba
      Given Kane is level with the second-last opponent's arm when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then the offside decision stays open until we know where Kane was when Eriksen passes
      And the reasoning says that the line was drawn to the second-last opponent's arm, which does not count

  Rule: The arm stops at the bottom of the armpit; the shoulder counts (OFF-POS-4)
    Since 2021/22 the Law draws the top of the arm in line with the bottom of the
    armpit, so the shoulder above it can put a player offside.

    @OFF_POS_4
    Example: Only Kane's shoulder is beyond the second-last opponent, and he is offside
      Given Kane is ahead of the ball with only his shoulder beyond the second-last opponent when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the reasoning says that Kane's shoulder counts

    @OFF_POS_4 @OFF_POS_3
    Example: Kane's shoulder and arm are beyond the line; the shoulder alone is enough
      Given Kane is ahead of the ball with his shoulder and arm beyond the second-last opponent when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the reasoning says that Kane's shoulder counts
      And the reasoning says that Kane's arms and hands were ignored

  Rule: Level is onside (OFF-POS-5)
    A player exactly level with the second-last opponent, or with the last two
    opponents, is not nearer the goal line than them, so is not in an offside
    position.

    @OFF_POS_5
    Example: Kane level with the second-last defender scores a good goal
      Given Kane is level with the second-last opponent when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that Kane was level with the second-last opponent, and level is onside

    @OFF_POS_5
    Example: Measured to the same distance as Saliba, Kane is level and onside
      Given the distances from the goal line when Eriksen passes are:
        | who      | metres from the goal line |
        | Kane     | 11.5                      |
        | the ball | 25                        |
        | Raya     | 1                         |
        | Saliba   | 11.5                      |
      And Kane scores
      When the referee applies the Laws
      Then the goal stands
      And the reasoning says that Kane was level with the second-last opponent, and level is onside

    @OFF_POS_5
    Example: Level with the last two opponents is onside too
      Given the distances from the goal line when Eriksen passes are:
        | who      | metres from the goal line |
        | Kane     | 9                         |
        | the ball | 30                        |
        | Raya     | 9                         |
        | Saliba   | 9                         |
      And Kane scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that Kane was level with the second-last opponent, and level is onside

  Rule: The ball is part of the test (OFF-POS-6)
    The player must be nearer the goal line than the ball as well. A player level
    with or behind the ball when it is played cannot be offside, however far
    beyond the defenders; a player ahead of it can be, even when the ball is
    played backwards.

    @OFF_POS_6
    Scenario Outline: Beyond the defenders but <ball> the ball, Kane <verdict> in an offside position
      Given Kane is beyond the second-last opponent but <ball> the ball when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then Kane <verdict> in an offside position when Eriksen passes
      And the reasoning says that <reason>

      Examples:
        | ball       | verdict | reason                                       |
        | ahead of   | is      | Kane was nearer the goal line than the ball  |
        | level with | is not  | Kane was level with the ball                 |
        | behind     | is not  | Kane was behind the ball                     |

    @OFF_POS_6 @misconception
    Example: A backward header still counts when Kane was ahead of the ball
      Given Kane is nearer the goal line than both the ball and the second-last opponent when Son heads the ball backwards
      And Kane scores
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the explanation answers the belief that the ball went backwards
      And the reasoning says that Kane was nearer the goal line than the ball

    @OFF_POS_6
    Example: A cut-back from the byline finds Kane behind the ball, so he is onside
      Given Son crosses the ball backwards
      And Kane is beyond the second-last opponent but behind the ball when Son crosses the ball
      And Kane scores
      When the referee applies the Laws
      Then the goal stands
      And the reasoning says that Kane was behind the ball

  Rule: The second-last opponent can be any opponent (OFF-POS-7)
    The line is set by the opponent second nearest to their own goal line. The
    goalkeeper has no special status: when the keeper is upfield two outfield
    players can be the last two.

    @OFF_POS_7
    Example: With the goalkeeper upfield, the line is set by the second outfield player
      Given the distances from the goal line when Eriksen passes are:
        | who      | metres from the goal line |
        | Kane     | 6                         |
        | the ball | 20                        |
        | Raya     | 25                        |
        | Saliba   | 2                         |
        | Gabriel  | 8                         |
      And Kane scores
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the reasoning says that the second-last opponent was Gabriel
      And the reasoning says that Kane was ahead of the second-last opponent

    @OFF_POS_7
    Example: With the goalkeeper in goal, the last outfield defender is the second-last opponent
      Given the distances from the goal line when Eriksen passes are:
        | who      | metres from the goal line |
        | Kane     | 12                        |
        | the ball | 30                        |
        | Raya     | 1                         |
        | Saliba   | 11                        |
        | Gabriel  | 14                        |
      And Kane scores
      When the referee applies the Laws
      Then the goal stands
      And the reasoning says that the second-last opponent was Saliba
      And the reasoning says that Kane was behind the second-last opponent

    @OFF_POS_7
    Example: Kane is four centimetres beyond the second-last opponent: offside, however small
      Given Kane is 4 cm beyond the second-last opponent when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then Kane is penalised for offside
      And the reasoning says that Kane was ahead of the second-last opponent

    Scenario Outline: <nearer> nearer the goal line than Kane, and <level> level with him, when Eriksen passes
      Reports often name who was nearer the goal line instead of giving
      distances. That is enough: with fewer than two opponents nearer, and
      neither of the last two level, Kane was beyond the second-last opponent.
      Given Kane is ahead of the ball, with <nearer> nearer the goal line and <level> level with him when Eriksen passes
      And Kane scores
      When the referee applies the Laws
      Then <verdict>
      And the reasoning says that <reason>

      @OFF_POS_7
      Examples: Fewer than two nearer, or two or more
        | nearer         | level  | verdict                       | reason                                                   |
        | only Raya      | nobody | Kane is penalised for offside | the opponents nearer the goal line than Kane were listed |
        | Raya and White | nobody | there is no offside offence   | the opponents nearer the goal line than Kane were listed |

      @OFF_POS_5
      Examples: One of the last two level with him
        | nearer    | level           | verdict                     | reason                                                             |
        | only Raya | Saliba          | there is no offside offence | Kane was level with the second-last opponent, and level is onside |
        | nobody    | Raya and Saliba | there is no offside offence | Kane was level with the second-last opponent, and level is onside |